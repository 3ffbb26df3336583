import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { DEFAULT_LOCALE, LOCALES, type Locale } from "@courtside/contract";
import { z } from "zod";

/** The web build's route-preloads.json (apps/web/vite-route-preloads.ts). */
const routePreloadsSchema = z.record(
  z.string(),
  z.object({
    modules: z.array(z.string()),
    styles: z.array(z.string()),
    shells: z.partialRecord(z.enum(LOCALES), z.string()).optional(),
  }),
);

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * index.html for each landing page, naming that page's route chunks and stylesheets, so the
 * browser fetches them beside the entry instead of after it has run. A page with a static
 * shell (the build's markup with its own inline styles, apps/web/src/app/app-shell.ts) gets it
 * in `#root` and every stylesheet after it, at the end of the body: the browser paints the
 * shell without waiting for the stylesheets or the scripts (which still wait for the
 * stylesheets before they run, so the app never shows unstyled). The shell and `<html lang>`
 * come in each language (the request's, `requestLocale`). Built once at start; an older build
 * without the file (or a file this cannot read) just means no extra hints.
 */
export function landingHtmlByPath(webDist: string): Map<string, LandingHtml> {
  const file = path.join(webDist, "route-preloads.json");
  if (!existsSync(file)) return new Map();
  const parsed = routePreloadsSchema.safeParse(readJson(file));
  if (!parsed.success) return new Map();
  const html = readFileSync(path.join(webDist, "index.html"), "utf8");
  return new Map(
    Object.entries(parsed.data).map(([pagePath, { modules, styles, shells }]) => {
      const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
      const sheets = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`);
      const withPreloads = html.replace("</head>", `  ${preloads.join("\n    ")}\n  </head>`);
      const allSheets = [...(html.match(STYLESHEET) ?? []).map((tag) => tag.trim()), ...sheets];
      const inLocale = (wanted: Locale) => {
        // A build without this language's shell shows English words, and says so in <html lang>.
        const locale = shells && !shells[wanted] ? DEFAULT_LOCALE : wanted;
        const shell = shells?.[locale];
        const page = shell
          ? withPreloads
              .replace(STYLESHEET, "")
              .replace('<div id="root"></div>', `<div id="root">${shell}</div>\n    ${allSheets.join("\n    ")}`)
          : // Stylesheets before the scripts: the first paint waits for them, not for the scripts.
            withPreloads.replace("<script", `${sheets.join("\n    ")}\n    <script`);
        return page.replace(/<html(\s+lang="[^"]*")?/, `<html lang="${locale}"`);
      };
      return [pagePath, Object.fromEntries(LOCALES.map((wanted) => [wanted, inLocale(wanted)])) as LandingHtml];
    }),
  );
}

/** One landing page's HTML in each language. */
export type LandingHtml = Record<Locale, string>;

const SHELL_BRAND = /(<a class="app-shell-brand" href="\/">)[^<]*(<\/a>)/;
const escapeText = (value: string) => value.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/** The logo as the shell shows it: sized as the app's header shows it (app-shell.ts `.app-shell-logo`). */
export type ShellLogo = { src: string; width: number; height: number };

/**
 * The page with the club as it is now in the shell's header, its logo before its name: the
 * build wrote the name it was built with, and the owner may have renamed the club or set a logo
 * since (the first paint would show the old name, then shift when the app replaced it).
 */
export function withClubBrand(html: string, clubName: string, logo: ShellLogo | null): string {
  const image = logo
    ? `<img class="app-shell-logo" src="${escapeAttribute(logo.src)}" alt="" width="${logo.width}" height="${logo.height}">`
    : "";
  return html.replace(SHELL_BRAND, (_whole, open: string, close: string) => `${open}${image}${escapeText(clubName)}${close}`);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
