import { describe, expect, it } from "vitest";
import { mapLinkOf } from "./map-link.ts";

describe("map link", () => {
  it("searches OpenStreetMap for the encoded address", () => {
    expect(mapLinkOf("Calle de Alcalá 1, 28014 Madrid")).toBe(
      "https://www.openstreetmap.org/search?query=Calle%20de%20Alcal%C3%A1%201%2C%2028014%20Madrid",
    );
  });
});
