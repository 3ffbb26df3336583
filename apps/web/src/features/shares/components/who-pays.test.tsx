import type { BookingPlayers, BookingShares, Order } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { apiRefusal, testOrder } from "../../../test/booking-harness.tsx";
import { BookingSharesPanel } from "./booking-shares-panel.tsx";
import { MyShare } from "./my-share.tsx";
import { WhoPays } from "./who-pays.tsx";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn(), delete: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const ORDER = "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11";
const held: Order = testOrder({ order_id: ORDER, inv: "T-26-0042", status: "pending", total: 2500 });
const player = (id: number, name: string) => ({
  id,
  name,
  kind: "member" as const,
  you: false,
  added_at: "2026-11-23T06:00:00.000Z",
});
const players = (list: BookingPlayers["players"]): BookingPlayers => ({
  order_id: ORDER,
  owner_name: "Olga Owner",
  you_own: true,
  limit: 4,
  open: true,
  players: list,
});
const notSplit: BookingShares = {
  order_id: ORDER,
  split: false,
  total: 2500,
  owner_share: 2500,
  currency: "EUR",
  deadline: "2026-11-24T06:00:00.000Z",
  may_split: true,
  open_match: false,
  shares: [],
};
const share = (id: string, name: string, state: BookingShares["shares"][number]["state"], link: string | null) => ({
  share_id: id,
  name,
  open_place: false,
  amount: 833,
  state,
  you: false,
  paid_at: state === "paid" ? "2026-11-23T07:00:00.000Z" : null,
  link,
});
const split: BookingShares = {
  ...notSplit,
  split: true,
  owner_share: 834,
  may_split: false,
  shares: [
    share("s-1", "Fran Friend", "unpaid", "http://localhost:3000/share/s-1?key=key-of-fran-0001"),
    share("s-2", "Gina Invited", "paid", "http://localhost:3000/share/s-2?key=key-of-gina-0001"),
  ],
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

/** GETs answered from `answers` by path; rules for the facility's zone. */
function answer(answers: Record<string, unknown>) {
  get.mockImplementation(async (url: string) => {
    if (url.endsWith("/rules/single")) return { data: { timezone: "Europe/Madrid", currency: "EUR" } };
    if (url in answers) return { data: answers[url] };
    throw new Error(`unexpected GET ${url}`);
  });
}

const sharesUrl = `/api/frontend/orders/${ORDER}/shares`;
const playersUrl = `/api/frontend/orders/${ORDER}/players`;

beforeEach(() => {
  get.mockReset();
  post.mockReset();
});

describe("who pays a member's held booking", () => {
  it("pays it all by default; split offers equal shares as the server computes them, the owner taking the odd cents", async () => {
    answer({ [sharesUrl]: notSplit, [playersUrl]: players([player(7, "Fran Friend"), player(8, "Gina Invited")]) });
    renderWith(<WhoPays sport="tennis" order={held} />);
    expect(await screen.findByText("You pay the whole booking, €25.00, now.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Split between you/ })).toBeNull();

    fireEvent.click(screen.getByRole("radio", { name: "Split between players" }));
    const button = await screen.findByRole("button", { name: "Split between you and 2 players: €8.33 each" });
    expect(screen.getByText("Your share takes the odd cents: €8.34.")).toBeTruthy();
    // The players panel is there to add more.
    expect(screen.getByRole("form", { name: "Add a player" })).toBeTruthy();

    post.mockResolvedValueOnce({ data: split });
    fireEvent.click(button);
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/split`, { charge_card: false }));
    expect(await screen.findByText("Your share: €8.34 of the total €25.00")).toBeTruthy();
    expect(screen.getByText("Fran Friend: €8.33")).toBeTruthy();
    expect(screen.getByText("Not paid yet")).toBeTruthy();
    expect(screen.getByText("Paid")).toBeTruthy();
    // An unpaid share's link is there to send on; a paid one's is not.
    expect((screen.getByLabelText("Link to Fran Friend's share") as HTMLInputElement).value).toBe(
      "http://localhost:3000/share/s-1?key=key-of-fran-0001",
    );
    expect(screen.queryByLabelText("Link to Gina Invited's share")).toBeNull();
    expect(screen.getByRole("button", { name: "Copy link to Fran Friend's share" })).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Split between players" })).toBeNull();
  });

  it("offers charging the card for unpaid shares only where the provider keeps cards, unticked until the owner agrees", async () => {
    const label = "If a player has not paid by the deadline, charge my card for their share";
    answer({ [sharesUrl]: notSplit, [playersUrl]: players([player(7, "Fran Friend")]) });
    renderWith(<WhoPays sport="tennis" order={held} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Split between players" }));
    await screen.findByRole("button", { name: "Split between you and 1 player: €12.50 each" });
    // The demo provider keeps no card: nothing to agree to.
    expect(screen.queryByRole("checkbox", { name: label })).toBeNull();
  });

  it("with a provider that keeps cards, the owner ticks it and the split carries their consent", async () => {
    const label = "If a player has not paid by the deadline, charge my card for their share";
    answer({ [sharesUrl]: { ...notSplit, saves_card: true }, [playersUrl]: players([player(7, "Fran Friend")]) });
    renderWith(<WhoPays sport="tennis" order={held} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Split between players" }));
    const box = (await screen.findByRole("checkbox", { name: label })) as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(screen.getByText(/kept by our payment provider, never by the club/)).toBeTruthy();
    fireEvent.click(box);
    post.mockResolvedValueOnce({ data: { ...split, saves_card: true, card_consent: true } });
    fireEvent.click(screen.getByRole("button", { name: "Split between you and 1 player: €12.50 each" }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/frontend/orders/${ORDER}/split`, { charge_card: true }));
    expect(await screen.findByText(/^Shares not paid by .+ are charged to your card, as you agreed\.$/)).toBeTruthy();
  });

  it("asks for a player first, and says the server's refusal in its words", async () => {
    answer({ [sharesUrl]: notSplit, [playersUrl]: players([]) });
    renderWith(<WhoPays sport="tennis" order={held} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Split between players" }));
    expect(await screen.findByText("Add at least one player to split the price.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Split between you/ })).toBeNull();
  });

  it("shows why a split was refused (the hold lapsed)", async () => {
    answer({ [sharesUrl]: notSplit, [playersUrl]: players([player(7, "Fran Friend")]) });
    renderWith(<WhoPays sport="tennis" order={held} />);
    fireEvent.click(await screen.findByRole("radio", { name: "Split between players" }));
    post.mockRejectedValueOnce(
      apiRefusal(409, {
        message: "Only a held booking not yet paid can be split (this one is expired).",
        code: "split_not_pending",
      }),
    );
    fireEvent.click(await screen.findByRole("button", { name: "Split between you and 1 player: €12.50 each" }));
    const alert = await screen.findByRole("alert", { name: "Not split" });
    expect(alert.textContent).toContain("Only a held booking not yet paid can be split (this one is expired).");
  });

  it("is not offered once club credit went toward the booking, nor to a paid one", async () => {
    answer({ [sharesUrl]: { ...notSplit, may_split: false } });
    renderWith(<WhoPays sport="tennis" order={{ ...held, credit_applied: 500 }} />);
    renderWith(<WhoPays sport="tennis" order={{ ...held, status: "paid" }} />);
    await waitFor(() => expect(get).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Who pays?" })).toBeNull();
  });
});

describe("a split booking's shares elsewhere", () => {
  it("shows its owner who has paid, and the deadline", async () => {
    answer({ [sharesUrl]: split });
    renderWith(<BookingSharesPanel sport="tennis" orderId={ORDER} inv="T-26-0042" />);
    expect(await screen.findByRole("heading", { name: "Who has paid: booking T-26-0042" })).toBeTruthy();
    expect(await screen.findByText("Gina Invited: €8.33")).toBeTruthy();
    expect(screen.getByText(/^Shares not paid by .+ fall to you\.$/)).toBeTruthy();
  });

  it("shows a player their own share with the way to pay it; nothing on a booking not split", async () => {
    const mine = { ...split, shares: [{ ...split.shares[0], you: true }, split.shares[1]] } as BookingShares;
    answer({ [sharesUrl]: mine });
    renderWith(<MyShare sport="tennis" orderId={ORDER} inv="T-26-0042" />);
    const pay = await screen.findByRole("link", { name: "Pay your share of booking T-26-0042" });
    expect(pay.getAttribute("href")).toBe("/share/s-1?key=key-of-fran-0001");
    expect(screen.getByText("Your share: €8.33")).toBeTruthy();
  });
});
