import { describe, expect, it } from "vitest";
import { parseListQuery } from "./use-list-query.ts";

describe("parseListQuery", () => {
  it("reads the filters from the address with the contract's defaults", () => {
    expect(parseListQuery(new URLSearchParams("from=2026-11-01&q=%20ana%20&status=refund_due&page=2"))).toEqual({
      from: "2026-11-01",
      q: "ana",
      status: "refund_due",
      sort: "created_desc",
      page: 2,
      per_page: 25,
    });
  });

  it("drops what the contract refuses (an old or edited link) and keeps the rest", () => {
    expect(parseListQuery(new URLSearchParams("from=2026-02-30&sort=cheapest&status=paid&per_page=0"))).toEqual({
      status: "paid",
      sort: "created_desc",
      page: 1,
      per_page: 25,
    });
    // A backwards range names `to`: it goes, `from` stays.
    const range = parseListQuery(new URLSearchParams("from=2026-11-10&to=2026-11-01"));
    expect([range.from, range.to]).toEqual(["2026-11-10", undefined]);
  });
});
