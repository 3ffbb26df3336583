import { describe, expect, it } from "vitest";
import { photoSrcSet, photosOfTheClub } from "./club-photos.ts";

const photo = (id: string, court_id: number | null, width = 1600) => ({
  id,
  url: `/api/club/images/${id}/full`,
  small_url: `/api/club/images/${id}/small`,
  width,
  height: 1000,
  alt: `Photo ${id}`,
  court_id,
});

describe("the club's photos on the landing page", () => {
  it("are the club's own, in the owner's order, not its courts'", () => {
    const photos = [photo("a", null), photo("b", 3), photo("c", null)];
    expect(photosOfTheClub(photos).map((p) => p.id)).toEqual(["a", "c"]);
  });

  it("offer the browser the small copy and the full photo, each with its width", () => {
    expect(photoSrcSet(photo("a", null))).toBe("/api/club/images/a/small 480w, /api/club/images/a/full 1600w");
  });

  it("offer only the small copy of a photo no wider than it", () => {
    expect(photoSrcSet(photo("a", null, 480))).toBeUndefined();
  });
});
