import { CLUB_IMAGE_LIMITS, type ClubPhoto } from "@courtside/contract";
import { describe, expect, it } from "vitest";
import type { PhotoCourt } from "./api/get-courts.ts";
import { fileToBase64 } from "./file-to-base64.ts";
import { isTooLarge, megabytesOf } from "./image-file.ts";
import { photoGroups } from "./photo-groups.ts";

describe("a chosen image file, before it is sent", () => {
  it("reads as bare base64, without the data URL's prefix", async () => {
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff])], "logo.png", { type: "image/png" });
    const base64 = await fileToBase64(file);
    expect(base64).toBe("iVBOR/8=");
    expect(atob(base64)).toBe("\x89PNG\xff");
  });

  it("reads an empty file as nothing", async () => {
    expect(await fileToBase64(new File([], "empty.webp", { type: "image/webp" }))).toBe("");
  });

  it("is too large only over the upload limit, and says its size in megabytes", () => {
    expect(isTooLarge({ size: CLUB_IMAGE_LIMITS.maxBytes })).toBe(false);
    expect(isTooLarge({ size: CLUB_IMAGE_LIMITS.maxBytes + 1 })).toBe(true);
    expect(megabytesOf({ size: 7.25 * 1024 * 1024 })).toBe(7.3);
    expect(megabytesOf({ size: CLUB_IMAGE_LIMITS.maxBytes + 1 })).toBe(5.1);
  });
});

describe("the photos, grouped", () => {
  const photo = (id: string, court_id: number | null): ClubPhoto => ({
    id,
    url: `/api/club/images/${id}/full`,
    small_url: `/api/club/images/${id}/small`,
    width: 1600,
    height: 900,
    alt: `Photo ${id}`,
    court_id,
  });
  const court = (id: number, active = true): PhotoCourt => ({ id, name: `Court ${id}`, sport: "padel", active });

  it("puts the club first, then each court in order; a retired court only while it has photos", () => {
    const photos = [photo("a", 2), photo("b", null), photo("c", 4), photo("d", 2)];
    const groups = photoGroups(photos, [court(1), court(2), court(3, false), court(4, false)]);
    expect(groups.map((g) => [g.courtId, g.photos.map((p) => p.id), g.limit])).toEqual([
      [null, ["b"], CLUB_IMAGE_LIMITS.clubPhotos],
      [1, [], CLUB_IMAGE_LIMITS.courtPhotos],
      [2, ["a", "d"], CLUB_IMAGE_LIMITS.courtPhotos],
      [4, ["c"], CLUB_IMAGE_LIMITS.courtPhotos],
    ]);
  });

  it("keeps a court's photos when the court is not in the list", () => {
    const groups = photoGroups([photo("a", 9)], []);
    expect(groups.map((g) => [g.court, g.courtId])).toEqual([
      [null, null],
      [null, 9],
    ]);
  });
});
