import { webPagePatterns } from "@courtside/contract";
import type { RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "./router.tsx";

/** Every path the router opens a page at (its routes' paths are absolute; `*` is the error page). */
function pagePaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [...(route.path && route.path !== "*" ? [route.path] : []), ...pagePaths(route.children ?? [])]);
}

describe("the contract's web route table", () => {
  it("is exactly the router's pages, so the server answers 200 for each and 404 for the rest", () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(webPagePatterns));
  });
});
