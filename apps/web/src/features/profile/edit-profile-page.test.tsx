import { apiPaths, type Member } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { answerClub, clubWith } from "../../test/club-fixture.ts";
import { EditProfilePage } from "./edit-profile-page.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { put: vi.fn(), get: vi.fn(), post: vi.fn() } }));
const put = vi.mocked(api.put);

const member: Member = {
  id: "m1",
  name: "Mia Member",
  email: "mia@club.test",
  phone: null,
  booking_reminders: true,
  locale: "en",
  plays_in: null,
  created_at: "2026-01-01",
};

function renderPage(saved: Member = member) {
  useAuthStore.setState({ user_authenticated: true, user_frontend: saved });
  put.mockImplementation(async (_url: string, body: unknown) => ({ data: { ...saved, ...(body as object) } }));
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <EditProfilePage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => put.mockReset());
afterEach(() => vi.unstubAllGlobals());

describe("the profile's matches I play in", () => {
  it("is asked where the club offers women's, men's and mixed matches: optional, not said at first, and sent", async () => {
    answerClub(clubWith({ match_categories: true }));
    renderPage();
    const group = await screen.findByRole("radiogroup", { name: "Matches I play in (optional)" });
    expect(screen.getByText(/^Only used to decide which women's, men's or mixed open matches you can join\./)).toBeTruthy();
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false, true]);
    expect(within(group).getByRole("radio", { name: "Prefer not to say" })).toHaveProperty("checked", true);
    fireEvent.click(within(group).getByRole("radio", { name: "Women's matches" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(put).toHaveBeenCalledWith(apiPaths.profile, {
      name: "Mia Member",
      phone: null,
      booking_reminders: true,
      plays_in: "women",
    });
  });

  it("can be taken back to not said", async () => {
    answerClub(clubWith({ match_categories: true }));
    renderPage({ ...member, plays_in: "men" });
    const group = await screen.findByRole("radiogroup", { name: "Matches I play in (optional)" });
    expect(within(group).getByRole("radio", { name: "Men's matches" })).toHaveProperty("checked", true);
    fireEvent.click(within(group).getByRole("radio", { name: "Prefer not to say" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(put).toHaveBeenCalledWith(apiPaths.profile, expect.objectContaining({ plays_in: null })));
  });

  it("is not asked where the club does not offer them, and not sent (kept as saved)", async () => {
    answerClub(clubWith({ match_categories: false }));
    renderPage();
    fireEvent.click(await screen.findByRole("button", { name: "Save" }));
    await waitFor(() => expect(put).toHaveBeenCalled());
    expect(screen.queryByRole("radiogroup", { name: "Matches I play in (optional)" })).toBeNull();
    expect(put.mock.calls[0]?.[1]).not.toHaveProperty("plays_in");
  });
});
