import { screen } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { openApp } from "../../test/booking-harness.tsx";
import { answerClub, clubWith } from "../../test/club-fixture.ts";
import { logoSizeAt } from "./header-logo.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));

const logo = { id: "l1", url: "/api/club/images/l1/full", small_url: "/api/club/images/l1/small", width: 300, height: 120 };

describe("the club's logo in the header", () => {
  beforeEach(() => {
    vi.mocked(api.get).mockReset();
    vi.mocked(api.get).mockResolvedValue({ data: {} });
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it("keeps its shape at the height it shows, so its place is kept before it loads", () => {
    expect(logoSizeAt(logo, 32)).toEqual({ width: 80, height: 32 });
    expect(logoSizeAt({ width: 100, height: 300 }, 32)).toEqual({ width: 11, height: 32 });
  });

  it("shows before the name in the home link, without words of its own (the name is beside it)", async () => {
    answerClub(clubWith({ logo }));
    openApp("/padel");
    const home = await screen.findByRole("link", { name: "Courtside" });
    const image = await vi.waitFor(() => {
      const found = home.querySelector("img");
      if (!found) throw new Error("no logo yet");
      return found;
    });
    expect(image.getAttribute("src")).toBe(logo.small_url);
    expect(image.getAttribute("alt")).toBe("");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["80", "32"]);
    expect(home.textContent).toBe("Courtside");
  });

  it("is absent when the club has none", async () => {
    answerClub(clubWith({ name: "Club Uno" }));
    openApp("/padel");
    const home = await screen.findByRole("link", { name: "Club Uno" });
    expect(home.querySelector("img")).toBeNull();
  });
});
