import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const SUFFIX = "?catalog";
const PREFIX = "\0catalog:";

/**
 * `import catalog from "./messages?catalog"` gives a folder's catalogues, one JSON file per
 * language (`en.json`, `es.json`, …), as `{ en: {...}, es: {...} }` with every ICU message
 * compiled by Lingui's own compiler, so the browser ships Lingui's small runtime and never its
 * parser. A message that does not compile fails the build, naming the file and the key.
 */
export function catalogs(): Plugin {
  return {
    name: "courtside-catalogs",
    enforce: "pre",
    resolveId(source, importer) {
      if (!source.endsWith(SUFFIX) || !importer) return null;
      const folder = path.resolve(path.dirname(importer.replace(PREFIX, "")), source.slice(0, -SUFFIX.length));
      return `${PREFIX}${folder}`;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const folder = id.slice(PREFIX.length);
      const byLanguage: Record<string, Record<string, unknown>> = {};
      for (const file of readdirSync(folder)
        .filter((name) => name.endsWith(".json"))
        .sort()) {
        const source = path.join(folder, file);
        this.addWatchFile(source);
        byLanguage[file.slice(0, -".json".length)] = compileCatalog(source);
      }
      return `export default ${JSON.stringify(byLanguage)};`;
    },
  };
}

function compileCatalog(file: string): Record<string, unknown> {
  const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [key, message] of Object.entries(messages)) {
    try {
      compiled[key] = compileMessage(message);
    } catch (error) {
      throw new Error(`${file}: "${key}" is not a valid ICU message: ${(error as Error).message}`);
    }
  }
  return compiled;
}
