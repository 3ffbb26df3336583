import { describe, expect, it } from "vitest";
import { parseCustomerSearch } from "./use-customer-search.ts";

describe("the customer search in the address", () => {
  it("reads the search and the page", () => {
    expect(parseCustomerSearch(new URLSearchParams("q=ana&page=2"))).toEqual({ q: "ana", page: 2, per_page: 25 });
  });
  it("drops what the contract refuses rather than breaking the page", () => {
    expect(parseCustomerSearch(new URLSearchParams(`q=${"x".repeat(101)}&page=0`))).toEqual({ page: 1, per_page: 25 });
  });
});
