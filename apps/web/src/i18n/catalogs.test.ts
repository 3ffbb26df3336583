import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse, type Token } from "@messageformat/parser";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales.ts";

const src = path.resolve(import.meta.dirname, "..");
const serverSrc = path.resolve(import.meta.dirname, "../../../server/src");
const contractSrc = path.resolve(import.meta.dirname, "../../../../packages/contract/src");
const repository = path.resolve(src, "../../..");

/** Every `messages` folder under a folder, and the namespace its keys start with (its parent folder's name). */
function catalogFolders(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory()) return [];
    const full = path.join(dir, entry.name);
    return entry.name === "messages" ? [full] : catalogFolders(full);
  });
}

const namespaceOf = (folder: string) => {
  const parent = path.basename(path.dirname(folder));
  // A package's own catalogues (packages/contract/src/messages) take the package's name.
  if (parent === "src") return path.basename(path.dirname(path.dirname(folder)));
  return parent === "i18n" ? "common" : parent;
};

/** The names a message fills in ({name}, {count, plural, …}), sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === "argument" || token.type === "function") names.add(token.arg);
      if (token.type === "plural" || token.type === "select" || token.type === "selectordinal") {
        names.add(token.arg);
        for (const option of token.cases) walk(option.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

// The server's catalogues (mails, calendar files, receipts, errors) and the contract's (validation messages) are held to the same rules.
const folders = [...catalogFolders(src), ...catalogFolders(serverSrc), ...catalogFolders(contractSrc)];

describe("the catalogues of the web app and the server", () => {
  it("are found (the test reads them all, the server's too)", () => {
    expect(folders.filter((f) => f.startsWith(src)).length).toBeGreaterThan(2);
    expect(folders.filter((f) => f.startsWith(serverSrc)).length).toBeGreaterThan(0);
  });

  for (const folder of folders) {
    const name = path.relative(repository, folder);
    const catalogs = Object.fromEntries(
      LOCALES.map((locale) => [
        locale,
        JSON.parse(readFileSync(path.join(folder, `${locale}.json`), "utf8")) as Record<string, string>,
      ]),
    );
    const english = catalogs.en ?? {};

    it(`${name}: every language has the same keys as English, and no other`, () => {
      for (const locale of LOCALES)
        expect(Object.keys(catalogs[locale] ?? {}).sort(), locale).toEqual(Object.keys(english).sort());
    });

    it(`${name}: keys start with "${namespaceOf(folder)}.", so two folders never share one`, () => {
      for (const key of Object.keys(english)) expect(key.startsWith(`${namespaceOf(folder)}.`), key).toBe(true);
    });

    it(`${name}: every message is valid ICU and fills in the same values as the English one`, () => {
      for (const [key, message] of Object.entries(english)) {
        const wanted = argumentsOf(message);
        for (const locale of LOCALES) {
          const translated = catalogs[locale]?.[key] ?? "";
          expect(translated.trim(), `${locale} ${key} is empty`).not.toBe("");
          expect(argumentsOf(translated), `${locale} ${key}`).toEqual(wanted);
        }
      }
    });
  }
});
