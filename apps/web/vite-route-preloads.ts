import path from "node:path";
import { type Plugin, type Rolldown, runnerImport } from "vite";
import { appShellMarkup } from "./src/app/app-shell.ts";
import type { LandingPage } from "./src/app/landing-pages.ts";
import { catalogs } from "./vite-catalogs.ts";

type OutputChunk = Rolldown.OutputChunk;

/** What the server adds to one page's HTML: module and stylesheet URLs, and the markup shown before the scripts run. */
export type RoutePreload = { modules: string[]; styles: string[]; shells: Record<string, string> };
export const ROUTE_PRELOADS_FILE = "route-preloads.json";

/**
 * Writes route-preloads.json: for each landing page, the route's chunk, the chunks it
 * imports and its stylesheets, less what index.html already loads. Without it a direct visit
 * is a waterfall (HTML, then the entry, then, once the entry has run, the route's chunks);
 * with it the server names them in the HTML and all load at once.
 */
export function routePreloads(pagesModule: string): Plugin {
  let root = ".";
  let base = "/";
  let pages: LandingPage[] = [];
  return {
    name: "courtside-route-preloads",
    apply: "build",
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    // The table imports the app's TypeScript (paths, the contract), which Node cannot load as
    // the config does; Vite's module runner can.
    async buildStart() {
      const loaded = await runnerImport<{ landingPages: LandingPage[] }>(path.resolve(root, pagesModule), {
        configFile: false,
        logLevel: "silent",
        plugins: [catalogs()],
      });
      pages = loaded.module.landingPages;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      const inHtml = closure(
        chunks.filter((c) => c.isEntry),
        byFile,
      );
      const preloads: Record<string, RoutePreload> = {};
      for (const page of pages) {
        const id = path.resolve(root, page.module);
        const chunk = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId === id);
        if (!chunk) this.error(`landing page ${page.path}: ${page.module} is not a lazily loaded route chunk`);
        const own = [...closure([chunk], byFile)].filter((c) => !inHtml.has(c));
        preloads[page.path] = {
          modules: own.map((c) => base + c.fileName),
          styles: [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].map((f) => base + f),
          shells: Object.fromEntries(Object.entries(page.shells).map(([locale, shell]) => [locale, appShellMarkup(shell)])),
        };
      }
      this.emitFile({ type: "asset", fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
    },
  };
}

/** The chunks given and every chunk they import statically, in load order. */
function closure(start: OutputChunk[], byFile: Map<string, OutputChunk>): Set<OutputChunk> {
  const seen = new Set<OutputChunk>();
  const visit = (chunk: OutputChunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const file of chunk.imports) {
      const next = byFile.get(file);
      if (next) visit(next);
    }
  };
  for (const chunk of start) visit(chunk);
  return seen;
}
