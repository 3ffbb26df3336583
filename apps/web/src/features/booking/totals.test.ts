import { describe, expect, it } from "vitest";
import { estimateLines, estimateTotal, withAddonQty } from "./totals.ts";

const base = {
  court: [
    { id: 1, name: "Court 1" },
    { id: 2, name: "Court 2" },
  ],
  filtercourt: [
    { id: 1, name: "Court 1", surface: "Clay", indoor: false, available: true, price: 1800 },
    { id: 2, name: "Court 2", surface: "Clay", indoor: false, available: true, price: 2200 },
  ],
  addons1: [{ addon_id: 10, qty: 2, name: "Racket", price: 500 }],
  addons2: [{ addon_id: 11, qty: 1, name: "Coach", price: 4000 }],
  multiaddons1: [
    { date: "2026-05-03", addons: [{ addon_id: 20, qty: 1, name: "Camp", price: 3000 }] },
    { date: "2026-05-02", addons: [{ addon_id: 20, qty: 2, name: "Camp", price: 3000 }] },
  ],
  multiaddons2: [],
};

describe("draft totals", () => {
  it("prices courts from the court filter, add-ons by quantity, multi-add-ons per date in date order", () => {
    const lines = estimateLines(base);
    expect(lines.map((l) => [l.description, l.amount, l.date])).toEqual([
      ["Court 1", 1800, undefined],
      ["Court 2", 2200, undefined],
      ["Racket", 1000, undefined],
      ["Coach", 4000, undefined],
      ["Camp, Sat 2 May 2026", 6000, "2026-05-02"],
      ["Camp, Sun 3 May 2026", 3000, "2026-05-03"],
    ]);
    expect(estimateTotal(base)).toBe(18000);
  });

  it("is zero for an empty draft and treats an unknown court price as 0", () => {
    expect(estimateTotal({ ...base, court: [], addons1: [], addons2: [], multiaddons1: [] })).toBe(0);
    expect(estimateTotal({ ...base, filtercourt: [], addons1: [], addons2: [], multiaddons1: [] })).toBe(0);
  });

  it("sets, replaces and removes one add-on's quantity", () => {
    const racket = { addon_id: 10, name: "Racket", price: 500 };
    const balls = { addon_id: 11, name: "Balls", price: 600 };
    let list = withAddonQty([], racket, 1);
    list = withAddonQty(list, balls, 3);
    list = withAddonQty(list, racket, 2);
    expect(list.map((a) => [a.addon_id, a.qty])).toEqual([
      [10, 2],
      [11, 3],
    ]);
    expect(withAddonQty(list, racket, 0).map((a) => a.addon_id)).toEqual([11]);
  });
});
