import type { Club, ClubPhoto } from "@courtside/contract";
import { render, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { AppProvider } from "../../../app/provider.tsx";
import { queryClient } from "../../../lib/query-client.ts";
import { CLUB_QUERY_KEY } from "../../club/api/get-club.ts";
import { firstPhotoOf } from "./court-photo.ts";
import { CourtPicker } from "./court-picker.tsx";

const photo = (id: string, alt: string, court_id: number | null): ClubPhoto => ({
  id,
  url: `/api/club/images/${id}/full`,
  small_url: `/api/club/images/${id}/small`,
  width: 1200,
  height: 800,
  alt,
  court_id,
});
const photos = [
  photo("club", "The terrace", null),
  photo("one", "Court 1 from the net", 1),
  photo("one-b", "Court 1 at night", 1),
];
const courts = [
  { id: 1, name: "Court 1", surface: "Clay", indoor: false, available: true, price: 2400 },
  { id: 2, name: "Court 2", surface: "Hard", indoor: true, available: true, price: 2400 },
];

describe("the courts' photos where courts are chosen", () => {
  beforeEach(() => {
    queryClient.clear();
    queryClient.setQueryData(CLUB_QUERY_KEY, { name: "Courtside", logo: null, photos } as unknown as Club);
  });

  it("are each court's first photo", () => {
    expect(firstPhotoOf(photos, 1)?.id).toBe("one");
    expect(firstPhotoOf(photos, 2)).toBeUndefined();
    expect(firstPhotoOf(undefined, 1)).toBeUndefined();
  });

  it("show after the words, so a court's card is still named by the court first", () => {
    render(
      <AppProvider>
        <CourtPicker courts={courts} chosen={[]} currency="EUR" onChange={() => {}} />
      </AppProvider>,
    );
    const withPhoto = screen.getByRole("checkbox", { name: /^Court 1\b/ });
    expect(withPhoto.querySelector("img")?.getAttribute("src")).toBe("/api/club/images/one/small");
    expect(screen.getByRole("img", { name: "Court 1 from the net" })).toBeTruthy();
    expect(screen.getByRole("checkbox", { name: /^Court 2\b/ }).querySelector("img")).toBeNull();
  });
});
