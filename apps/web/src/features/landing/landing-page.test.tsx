import type { Club, ClubPhoto } from "@courtside/contract";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { openApp } from "../../test/booking-harness.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const image = (id: string) => ({
  id,
  url: `/api/club/images/${id}/full`,
  small_url: `/api/club/images/${id}/small`,
  width: 1200,
  height: 800,
});
const photo = (id: string, alt: string, court_id: number | null): ClubPhoto => ({ ...image(id), alt, court_id });

function club(fields: Partial<Club>): Club {
  return {
    name: "Courtside",
    address: "Calle de Alcalá 1, Madrid",
    phone: "",
    contact_email: "club@example.org",
    opening_hours: "",
    cancellation_policy: "",
    primary_color: "#1971c2",
    legal_name: "",
    tax_id: "",
    legal_address: "",
    logo: null,
    photos: [],
    ...fields,
  };
}

/** The landing page reads GET /api/club with plain fetch (its JavaScript budget: get-club.ts). */
function openLanding(body: Club) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(url === "/api/club" ? body : {}))),
  );
  openApp("/");
}

describe("the landing page's pictures of the club", () => {
  beforeEach(() => {
    vi.mocked(api.get).mockReset();
    vi.mocked(api.get).mockResolvedValue({ data: {} });
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("shows the club's photos under their heading, each described, and not its courts' photos", async () => {
    openLanding(
      club({
        photos: [
          photo("a", "The clay courts at sunset", null),
          photo("b", "Court 1 from the net", 1),
          photo("c", "The terrace bar", null),
        ],
      }),
    );
    const gallery = await screen.findByRole("region", { name: "Our club" });
    const shown = Array.from(gallery.querySelectorAll("img"));
    expect(shown.map((img) => img.alt)).toEqual(["The clay courts at sunset", "The terrace bar"]);
    expect(shown[0]?.getAttribute("src")).toBe("/api/club/images/a/small");
    expect(shown[0]?.getAttribute("srcset")).toBe("/api/club/images/a/small 480w, /api/club/images/a/full 1200w");
    expect(shown[0]?.getAttribute("loading")).toBe("lazy");
  });

  it("shows the logo, named as the club, with the club's information", async () => {
    openLanding(club({ logo: { ...image("l"), width: 300, height: 120 } }));
    const logo = await screen.findByRole("img", { name: "Courtside" });
    expect(logo.getAttribute("src")).toBe("/api/club/images/l/full");
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["240", "96"]);
  });

  it("shows no gallery, not even its heading, when the club has no photos", async () => {
    openLanding(club({ photos: [photo("b", "Court 1 from the net", 1)] }));
    await screen.findByRole("heading", { level: 2, name: "Where we are" });
    expect(screen.queryByRole("heading", { name: "Our club" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Courtside" })).toBeNull();
  });
});
