import { existsSync } from "node:fs";
import path from "node:path";
import type { Club } from "@courtside/contract";
import { webPagePatternOf } from "@courtside/contract";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { clubInformation } from "../modules/club/club-settings.ts";
import { requestLocale } from "../modules/i18n/request-locale.ts";
import { serverRoot } from "../server-root.ts";
import { httpWords } from "./i18n.ts";
import { type LandingHtml, landingHtmlByPath, withClubBrand } from "./landing-html.ts";

const defaultDist = path.resolve(serverRoot, "../web/dist");

/** The header's logo is 32 px tall (web app's header-logo.tsx): its size attributes at that height. */
const shellLogo = (logo: Club["logo"]) =>
  logo && { src: logo.small_url, height: 32, width: Math.round((logo.width * 32) / logo.height) };

/**
 * Serves the built web app. Unknown /api paths answer 404 JSON. Any other GET or HEAD gets the
 * app: 200 for a page of the web app's route table (the contract's `webRoutes`), else 404 with
 * the same HTML, so a person sees the router's error page and a crawler learns there is none.
 */
export async function registerWebApp(app: FastifyInstance, webDist = defaultDist): Promise<void> {
  const built = existsSync(path.join(webDist, "index.html"));
  const landingHtml = built ? landingHtmlByPath(webDist) : new Map<string, LandingHtml>();
  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies beside each text file; the one the browser accepts goes out.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite fingerprints everything under assets/; it may be cached for good.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    });
  }
  // Routes of their own (not the not-found handler), so per-request compression applies: this
  // HTML is made at start-up and has no compressed copy on disk. Hidden from the API document.
  for (const [pagePath, html] of landingHtml) {
    app.get(pagePath, { schema: { hide: true } }, async (request, reply) => {
      const club = await clubInformation(app.deps.database.db, app.deps.config);
      return reply
        .header("Cache-Control", "no-cache")
        .header("Vary", "Accept-Language, Cookie")
        .type("text/html; charset=utf-8")
        .send(withClubBrand(html[requestLocale(request)], club.name, shellLogo(club.logo)));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === "/api" || request.url.startsWith("/api/");
    if (isApi || !built || (request.method !== "GET" && request.method !== "HEAD")) {
      // i18n-ignore: a developer's note, for a server started before the web app was built
      const unbuilt = "The web app is not built: run npm run build.";
      const message = built || isApi ? httpWords(requestLocale(request))("http.notFound") : unbuilt;
      return reply.code(404).send({ message, code: "not_found" });
    }
    const pathname = request.url.split("?", 1)[0] ?? "";
    // @fastify/static keeps a status other than 200 set before sendFile; without
    // cacheControl: false it would replace no-cache with its own "public, max-age=0".
    return reply
      .code(webPagePatternOf(pathname) ? 200 : 404)
      .header("Cache-Control", "no-cache")
      .sendFile("index.html", { cacheControl: false });
  });
}
