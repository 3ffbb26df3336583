import type { DisputedResult } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { toast } from "../../lib/toast.ts";
import { apiRefusal } from "../../test/booking-harness.tsx";
import { DisputesPage } from "./disputes-page.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
vi.mock("../../lib/toast.ts", () => ({ toast: vi.fn() }));
vi.mock("../schedules/index.ts", () => ({ useFacilityTimeZone: () => "Europe/Madrid" }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const person = (member_id: string, name: string) => ({ member_id, name });
const maya = person("0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a01", "Maya Demo");
const lucia = person("0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a02", "Lucía Fernández");
const javier = person("0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a03", "Javier Morales");
const carmen = person("0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a04", "Carmen Ruiz");

const dispute = (id: number, inv: string, fields: Partial<DisputedResult> = {}): DisputedResult => ({
  result_id: id,
  order_id: `0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0b${String(id).padStart(2, "0")}`,
  inv,
  sport: "tennis",
  date: "2026-11-20",
  timeslot: { start: "18:00", end: "19:00" },
  courts: ["Court 2"],
  team_a: [maya, lucia],
  team_b: [javier, carmen],
  winner: "a",
  score: "6-4 6-3",
  entered_by: maya,
  entered_at: "2026-11-20T18:30:00.000Z",
  disputed_by: javier,
  disputed_at: "2026-11-20T19:00:00.000Z",
  ...fields,
});
const first = dispute(1, "T-20261120-AAAA");
const second = dispute(2, "T-20261121-BBBB", { date: "2026-11-21", winner: "b", score: "" });

/** The API as the page calls it: the list as it stands (settling takes one out). */
let listed: DisputedResult[];
function renderPage() {
  render(
    <MantineProvider>
      <QueryClientProvider
        client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
      >
        <MemoryRouter>
          <DisputesPage sport="tennis" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
const card = async (inv: string) => {
  const link = await screen.findByRole("link", { name: inv });
  return link.closest("article") as HTMLElement;
};

describe("the disputed results page", () => {
  beforeEach(() => {
    listed = [first, second];
    get.mockReset();
    post.mockReset();
    vi.mocked(toast).mockReset();
    get.mockImplementation(async (url: string) => {
      if (url !== "/api/admin/tennis/disputed-results") throw new Error(`unexpected GET ${url}`);
      return { data: { data: listed } } as never;
    });
  });

  it("shows each dispute with its booking, both sides, the winner and score, who entered and who disputed it", async () => {
    renderPage();
    expect(await screen.findByRole("heading", { level: 1, name: "Disputed tennis results" })).toBeTruthy();
    const one = await card("T-20261120-AAAA");
    expect(within(one).getByRole("heading", { level: 2 }).textContent).toBe("Fri 20 Nov 2026, 18:00–19:00 · Court 2");
    expect(within(one).getByRole("link", { name: "T-20261120-AAAA" }).getAttribute("href")).toBe(
      `/admin/orders/${first.order_id}`,
    );
    const facts = within(one).getByLabelText("The result of booking T-20261120-AAAA");
    expect(within(facts).getByText("Maya Demo, Lucía Fernández · won")).toBeTruthy();
    expect(within(facts).getByText("Javier Morales, Carmen Ruiz")).toBeTruthy();
    expect(within(facts).getByText("6-4 6-3")).toBeTruthy();
    expect(within(facts).getByText("Maya Demo, Fri 20 Nov 2026, 19:30")).toBeTruthy();
    expect(within(facts).getByText("Javier Morales, Fri 20 Nov 2026, 20:00")).toBeTruthy();
    // The second: side 2 won, no score.
    const two = await card("T-20261121-BBBB");
    expect(within(two).getByText("Javier Morales, Carmen Ruiz · won")).toBeTruthy();
    expect(within(two).queryByText("Score")).toBeNull();
  });

  it("asks for the outcome and a reason before sending anything", async () => {
    renderPage();
    const one = await card("T-20261120-AAAA");
    fireEvent.click(within(one).getByRole("button", { name: "Settle" }));
    expect(await within(one).findByText("Choose whether to confirm or void the result.")).toBeTruthy();
    expect(within(one).getByText("Say why in a few words.")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("settles one with the reason: it leaves the list with a toast", async () => {
    post.mockImplementation(async () => {
      listed = [second];
      return { data: { result_id: 1, order_id: first.order_id, status: "voided", moves: [] } } as never;
    });
    renderPage();
    const one = await card("T-20261120-AAAA");
    fireEvent.click(within(one).getByLabelText("Void it: no level moves"));
    fireEvent.change(within(one).getByLabelText(/^Reason/), { target: { value: "Nobody agrees on the score" } });
    fireEvent.click(within(one).getByRole("button", { name: "Settle" }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0]?.slice(0, 2)).toEqual([
      "/api/admin/tennis/disputed-results/1/settle",
      { outcome: "void", reason: "Nobody agrees on the score" },
    ]);
    await waitFor(() => expect(screen.queryByRole("link", { name: "T-20261120-AAAA" })).toBeNull());
    expect(toast).toHaveBeenCalledWith("Result of T-20261120-AAAA voided: no level moved.", "success");
    expect(screen.getByRole("link", { name: "T-20261121-BBBB" })).toBeTruthy();
  });

  it("drops a dispute someone else settled meanwhile, saying so; says when none is left", async () => {
    post.mockImplementation(async () => {
      listed = [];
      throw apiRefusal(409, { message: "This result is not disputed: it is confirmed.", code: "result_not_disputed" });
    });
    renderPage();
    const two = await card("T-20261121-BBBB");
    fireEvent.click(within(two).getByLabelText("Confirm as entered: the levels move"));
    fireEvent.change(within(two).getByLabelText(/^Reason/), { target: { value: "Carmen's photo of the sheet" } });
    fireEvent.click(within(two).getByRole("button", { name: "Settle" }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith("This result is not disputed: it is confirmed.", "error"));
    expect(post.mock.calls[0]?.[1]).toEqual({ outcome: "confirm", reason: "Carmen's photo of the sheet" });
    expect(await screen.findByText("No disputed results: nothing to settle.")).toBeTruthy();
  });
});
