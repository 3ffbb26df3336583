import { describe, expect, it } from "vitest";
import { fitToStock } from "./fit-to-stock.ts";

const left: Record<number, number | null> = { 1: 0, 2: 2, 3: null, 4: 5 };
const remaining = (id: number) => left[id] ?? null;

describe("fitToStock", () => {
  it("takes off what is sold out, lowers what exceeds the stock, and keeps the rest", () => {
    const { fitted, changes } = fitToStock(
      [
        { addon_id: 1, qty: 1, name: "Ball machine" },
        { addon_id: 2, qty: 3, name: "Racket rental" },
        { addon_id: 3, qty: 4, name: "Balls" },
        { addon_id: 4, qty: 5, name: "Towels" },
      ],
      remaining,
    );
    expect(fitted).toEqual([
      { addon_id: 2, qty: 2, name: "Racket rental" },
      { addon_id: 3, qty: 4, name: "Balls" },
      { addon_id: 4, qty: 5, name: "Towels" },
    ]);
    expect(changes).toEqual([
      "Ball machine is sold out for this time, so it was taken off your booking.",
      "Only 2 × Racket rental are left for this time, so your quantity is now 2.",
    ]);
  });
});
