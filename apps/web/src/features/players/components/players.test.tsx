import type { BookingPlayers, MyGame, PlayerPartners } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AxiosError, AxiosHeaders } from "axios";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { BookingPlayersPanel } from "./booking-players-panel.tsx";
import { MyGames } from "./my-games.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() } }));
vi.mock("../../../components/confirm.tsx", () => ({ confirmDialog: vi.fn(async () => "ok") }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);
const del = vi.mocked(api.delete);

const ORDER = "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11";
const players: BookingPlayers = {
  order_id: ORDER,
  owner_name: "Olga Owner",
  you_own: true,
  limit: 4,
  open: true,
  players: [{ id: 7, name: "Fran Friend", kind: "member", you: false, added_at: "2026-11-23T06:00:00.000Z" }],
};
const game: MyGame = {
  order_id: ORDER,
  inv: "T-26-0042",
  sport: "tennis",
  status: "paid",
  date: "2026-12-05",
  timeslot: { start: "18:00", end: "19:00" },
  courts: [{ id: 1, name: "Court 1" }],
  owner_name: "Olga Owner",
  player_id: 7,
  upcoming: true,
};

function renderWith(node: ReactNode) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{node}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** A refusal as the API client throws it. */
function refusal(status: number, data: unknown) {
  const headers = new AxiosHeaders();
  return new AxiosError("refused", "ERR_BAD_REQUEST", undefined, undefined, {
    status,
    statusText: "",
    headers,
    config: { headers },
    data,
  });
}

/** GET answers by path: the booking's players, and the owner's partners. */
function answer(by: { players: BookingPlayers; partners: PlayerPartners["partners"] }) {
  get.mockImplementation(async (url: string) => ({
    data: url.endsWith("/players/partners") ? { partners: by.partners } : by.players,
  }));
}

const partner = (n: number, name: string) => ({
  member_id: `0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0b${String(n).padStart(2, "0")}`,
  name,
  last_played: `2026-11-${String(10 + n).padStart(2, "0")}`,
});

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  del.mockReset();
});

describe("a booking's players (its owner's view)", () => {
  it("lists the owner and the players with Remove, adds by e-mail, and puts a refusal on its field", async () => {
    answer({ players, partners: [] });
    renderWith(<BookingPlayersPanel sport="tennis" orderId={ORDER} inv="T-26-0042" id="p" />);
    expect(await screen.findByText("2 of 4 players")).toBeTruthy();
    expect(screen.getByText("Olga Owner (you, booked it)")).toBeTruthy();
    expect(get).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/players`);

    post.mockRejectedValueOnce(
      refusal(422, {
        message: "No member has that e-mail: give the person's name too, and they will be invited by mail.",
        errors: { name: ["No member has that e-mail: give the person's name too, and they will be invited by mail."] },
        code: "players_name_required",
      }),
    );
    fireEvent.change(screen.getByLabelText(/Player's e-mail/), { target: { value: "gina@example.test" } });
    fireEvent.click(screen.getByRole("button", { name: "Add player" }));
    expect((await screen.findAllByText(/No member has that e-mail/)).length).toBeGreaterThan(0);
    expect(post).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/players`, { email: "gina@example.test" });

    const added = {
      ...players,
      players: [
        ...players.players,
        { id: 8, name: "Gina Invited", kind: "invited", you: false, added_at: "2026-11-23T06:01:00.000Z" },
      ],
    };
    post.mockResolvedValueOnce({ data: added });
    fireEvent.change(screen.getByLabelText(/Player's name/), { target: { value: "Gina Invited" } });
    fireEvent.click(screen.getByRole("button", { name: "Add player" }));
    expect(await screen.findByText("Gina Invited · invited by mail")).toBeTruthy();
    expect(post).toHaveBeenLastCalledWith(`/api/frontend/orders/${ORDER}/players`, {
      email: "gina@example.test",
      name: "Gina Invited",
    });

    del.mockResolvedValueOnce({ data: players });
    fireEvent.click(screen.getByRole("button", { name: "Remove Gina Invited" }));
    await waitFor(() => expect(del).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/players/8`));
    await waitFor(() => expect(screen.queryByText("Gina Invited · invited by mail")).toBeNull());
  });

  it("offers the people the owner has played with, found by name, each added with one button", async () => {
    const names = ["Ana Ace", "Bea Baseline", "Carla Court", "Dani Drop", "Eva Edge", "Fer Fault", "Gus Grip"];
    const partners = names.map((name, i) => partner(i + 1, name));
    answer({ players, partners });
    renderWith(<BookingPlayersPanel sport="tennis" orderId={ORDER} inv="T-26-0042" id="p" />);
    const section = await screen.findByRole("region", { name: "People you have played with" });
    expect(section.textContent).toContain("Ana Ace · together on Wed 11 Nov 2026");
    // Seven partners: a name filter.
    fireEvent.change(screen.getByLabelText("Find by name"), { target: { value: "CARLA" } });
    expect(screen.queryByRole("button", { name: "Add Ana Ace" })).toBeNull();
    const withCarla = {
      ...players,
      players: [
        ...players.players,
        { id: 9, name: "Carla Court", kind: "member", you: false, added_at: "2026-11-23T06:02:00.000Z" },
      ],
    };
    post.mockResolvedValueOnce({ data: withCarla });
    answer({ players: withCarla as BookingPlayers, partners: partners.filter((p) => p.name !== "Carla Court") });
    fireEvent.click(screen.getByRole("button", { name: "Add Carla Court" }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/players/partners`, { member_id: partners[2]?.member_id }),
    );
    expect(await screen.findByText("Carla Court")).toBeTruthy();
    // Carla is on now: no longer offered, and the filter says so and where to go.
    expect(await screen.findByText(/No one called “CARLA” among them: add them by e-mail below\./)).toBeTruthy();
  });

  it("shows no partners' section to an owner who has played with nobody yet", async () => {
    answer({ players, partners: [] });
    renderWith(<BookingPlayersPanel sport="tennis" orderId={ORDER} inv="T-26-0042" id="p" />);
    expect(await screen.findByText("2 of 4 players")).toBeTruthy();
    await waitFor(() => expect(get).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/players/partners`));
    expect(screen.queryByRole("region", { name: "People you have played with" })).toBeNull();
  });

  it("shows a player the list without Remove or the form, and says when the booking is full", async () => {
    get.mockResolvedValue({
      data: { ...players, you_own: false, players: [{ ...players.players[0], you: true }] },
    });
    renderWith(<BookingPlayersPanel sport="tennis" orderId={ORDER} inv="T-26-0042" id="p" />);
    expect(await screen.findByText("Fran Friend (you)")).toBeTruthy();
    expect(screen.getByText("Olga Owner (booked it)")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Remove/ })).toBeNull();
    expect(screen.queryByRole("form")).toBeNull();
  });
});

describe("the bookings a member plays in", () => {
  it("marks each as theirs to play and leaves one; absent when there are none", async () => {
    get.mockImplementation(async (url: string) => ({ data: url === "/api/frontend/my-games" ? [game] : [] }));
    post.mockResolvedValue({ data: [] });
    renderWith(<MyGames />);
    const card = await screen.findByRole("article", { name: "Booking T-26-0042, you play" });
    expect(card.textContent).toContain("You play");
    expect(card.textContent).toContain("Booked by Olga Owner · T-26-0042");
    fireEvent.click(screen.getByRole("button", { name: "Leave booking T-26-0042" }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/leave`));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Bookings you play in" })).toBeNull());
  });
});
