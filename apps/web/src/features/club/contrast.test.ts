import {
  clubUpdateSchema,
  contrastRatio,
  formatRatio,
  MIN_TEXT_CONTRAST,
  relativeLuminance,
  whiteTextContrastProblem,
} from "@courtside/contract";
import { describe, expect, it } from "vitest";

describe("WCAG contrast (the club's primary colour)", () => {
  it("measures relative luminance from black (0) to white (1)", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(relativeLuminance("#FFFFFF")).toBeCloseTo(1, 10);
    // sRGB 0.5 grey: the linearised channel is 0.2140 (WCAG's formula), not 0.5.
    expect(relativeLuminance("#808080")).toBeCloseTo(0.2159, 4);
  });

  it("gives 21:1 for black on white, 1:1 for a colour on itself, in either order", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    expect(contrastRatio("#1971c2", "#1971c2")).toBe(1);
  });

  it("matches known ratios against white", () => {
    expect(formatRatio(contrastRatio("#767676", "#ffffff"))).toBe("4.54:1");
    expect(formatRatio(contrastRatio("#1971c2", "#ffffff"))).toBe("5.02:1");
    expect(formatRatio(contrastRatio("#74c0fc", "#ffffff"))).toBe("1.96:1");
  });

  it("rounds the shown ratio down, so a colour just below 4.5:1 never reads as 4.5:1", () => {
    expect(formatRatio(4.4999)).toBe("4.49:1");
    expect(MIN_TEXT_CONTRAST).toBe(4.5);
  });

  it("says why a colour fails, with its ratio and the 4.5:1 rule, and nothing for one that passes", () => {
    expect(whiteTextContrastProblem("#777777")).toBe(
      "The primary colour's contrast with white text is 4.47:1; it must be at least 4.5:1 (WCAG AA), so choose a darker colour.",
    );
    expect(whiteTextContrastProblem("#767676")).toBeNull();
    expect(whiteTextContrastProblem("#000000")).toBeNull();
  });

  it("is the check the form's schema runs, as the server does", () => {
    const base = {
      name: "Courtside",
      address: "Calle de Alcalá 1, Madrid",
      phone: "",
      contact_email: "club@example.com",
      opening_hours: "",
      cancellation_policy: "",
      legal_name: "Courtside Club S.L.",
      tax_id: "ESB00000000",
      legal_address: "Calle de Alcalá 1, Madrid",
    };
    const light = clubUpdateSchema.safeParse({ ...base, primary_color: "#ffd43b" });
    expect(light.success).toBe(false);
    expect(light.error?.issues[0]?.path).toEqual(["primary_color"]);
    expect(light.error?.issues[0]?.message).toMatch(/is 1\.\d\d:1; it must be at least 4\.5:1/);
    expect(clubUpdateSchema.safeParse({ ...base, primary_color: "#1864ab" }).success).toBe(true);
  });
});
