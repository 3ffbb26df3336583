import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hardCodedWords, sourceFiles } from "../../scripts/hard-coded-words.ts";

const src = path.resolve(import.meta.dirname, "..");

describe("words people read come from the catalogues", () => {
  it("finds a hard-coded word where there is one (the check itself works)", () => {
    expect(hardCodedWords("x.tsx", 'export const A = () => <p title="Court taken">Book now {n}</p>;')).toEqual([
      "Court taken",
      "Book now",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source text with a template in it, scanned
    const source = 'toast(`Booked ${n} courts`); const k = ["admin", "bookings"]; throw new Error("Missing root");';
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a template's source text, as the scan reports it
    expect(hardCodedWords("x.ts", source)).toEqual(["`Booked ${n} courts`"]);
  });

  for (const file of sourceFiles(src)) {
    const name = path.relative(src, file);
    it(name, () => {
      expect(hardCodedWords(name, readFileSync(file, "utf8"))).toEqual([]);
    });
  }
});
