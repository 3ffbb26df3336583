import type { Club } from "@courtside/contract";
import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { openApp } from "../../test/booking-harness.tsx";
import { answerClub, clubImage, clubPhoto, clubWith } from "../../test/club-fixture.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));

/** The landing page reads GET /api/club with plain fetch (its JavaScript budget: get-club.ts). */
function openLanding(body: Club) {
  answerClub(body);
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
      clubWith({
        photos: [
          clubPhoto("a", "The clay courts at sunset", null),
          clubPhoto("b", "Court 1 from the net", 1),
          clubPhoto("c", "The terrace bar", null),
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
    openLanding(clubWith({ logo: { ...clubImage("l"), width: 300, height: 120 } }));
    const logo = await screen.findByRole("img", { name: "Courtside" });
    expect(logo.getAttribute("src")).toBe("/api/club/images/l/full");
    expect([logo.getAttribute("width"), logo.getAttribute("height")]).toEqual(["240", "96"]);
  });

  it("shows no gallery, not even its heading, when the club has no photos", async () => {
    openLanding(clubWith({ photos: [clubPhoto("b", "Court 1 from the net", 1)] }));
    await screen.findByRole("heading", { level: 2, name: "Where we are" });
    expect(screen.queryByRole("heading", { name: "Our club" })).toBeNull();
    expect(screen.queryByRole("img", { name: "Courtside" })).toBeNull();
  });
});
