import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

/** The web build's route-preloads.json (apps/web/vite-route-preloads.ts). */
const routePreloadsSchema = z.record(
  z.string(),
  z.object({ modules: z.array(z.string()), styles: z.array(z.string()), shell: z.string().optional() }),
);

const escapeAttribute = (value: string) => value.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");

/**
 * index.html for each landing page, naming that page's route chunks and stylesheets, so the
 * browser fetches them beside the entry instead of after it has run, with the page's static
 * shell (the build's markup, apps/web/src/app/app-shell.ts) in `#root`, so the first paint does
 * not wait for the scripts. Built once at start;
 * an older build without the file (or a file this cannot read) just means no extra hints.
 */
export function landingHtmlByPath(webDist: string): Map<string, string> {
  const file = path.join(webDist, "route-preloads.json");
  if (!existsSync(file)) return new Map();
  const parsed = routePreloadsSchema.safeParse(readJson(file));
  if (!parsed.success) return new Map();
  const html = readFileSync(path.join(webDist, "index.html"), "utf8");
  return new Map(
    Object.entries(parsed.data).map(([pagePath, { modules, styles, shell }]) => {
      const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(href)}">`);
      const sheets = styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">\n    `);
      // Stylesheets before the scripts: the first paint waits for them, not for the scripts.
      const page = html
        .replace("<script", `${sheets.join("")}<script`)
        .replace("</head>", `  ${preloads.join("\n    ")}\n  </head>`);
      return [pagePath, shell ? page.replace('<div id="root"></div>', `<div id="root">${shell}</div>`) : page];
    }),
  );
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}
