import { matchPaths, type OpenMatch } from "@courtside/contract";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { AxiosRequestConfig } from "axios";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { apiRefusal, openApp, testRules } from "../../test/booking-harness.tsx";
import { answerClub, clubWith } from "../../test/club-fixture.ts";
import { myCreditQueryKey } from "../credit/index.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const ORDER = "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11";
const LIST = matchPaths.list("padel");
const match: OpenMatch = {
  order_id: ORDER,
  sport: "padel",
  date: "2026-12-05",
  timeslot: { start: "13:00", end: "14:30" },
  courts: [{ id: 1, name: "Padel 1" }],
  owner_name: "Olga Owner",
  players: ["Olga Owner"],
  places: 3,
  places_left: 2,
  level_min: 3,
  level_max: 4.5,
  style: "competitive",
  audience: "members",
  category: "all",
  price_per_place: 1200,
  currency: "EUR",
  deadline: "2026-12-05T10:00:00.000Z",
  keep_if_not_full: false,
  status: "open",
  you_play: false,
  you_own: false,
};
const mine: OpenMatch = {
  ...match,
  order_id: "7d0a3b1c-2e4f-4a5b-8c6d-9e0f1a2b3c4d",
  timeslot: { start: "19:00", end: "20:30" },
  owner_name: "Paula Padel",
  players: ["Paula Padel", "Javier Morales", "Diego Navarro", "Lucía Vidal"],
  places_left: 0,
  level_min: null,
  level_max: null,
  style: "friendly",
  audience: "anyone",
  keep_if_not_full: true,
  status: "full",
  you_play: true,
  you_own: false,
};
const member = {
  id: "m-1",
  name: "Javier Morales",
  email: "javier.morales@example.com",
  phone: null,
  booking_reminders: true,
  locale: "en" as const,
  created_at: "2026-01-01T00:00:00.000Z",
};

/** The listing answers `matches` (whatever the filters), the member's credit `balance`. */
function serve(matches: OpenMatch[], { balance = 0 } = {}) {
  get.mockImplementation(async (url: string) => {
    if (url.endsWith("/rules/single")) return { data: testRules };
    if (url === LIST) return { data: matches };
    if (url === "/api/credit/me") return { data: { balance, currency: "EUR", expiring: [], entries: [] } };
    throw apiRefusal(404, { message: `nothing at ${url}` });
  });
}

/** The filters each listing call sent. */
const listCalls = () =>
  get.mock.calls.filter(([url]) => url === LIST).map(([, config]) => (config as AxiosRequestConfig | undefined)?.params);

/** The member's balance has arrived: a click now takes the way it calls for. */
const creditKnown = () => waitFor(() => expect(queryClient.getQueryData(myCreditQueryKey)).toBeDefined());

const signIn = () => useAuthStore.setState({ user_authenticated: true, user_frontend: member });

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  queryClient.clear();
  useAuthStore.setState({ user_authenticated: false, user_frontend: null });
});

describe("the open matches page", () => {
  it("asks for every match at first, then for the date and level chosen, kept in the address", async () => {
    serve([match]);
    const router = openApp("/padel/open-matches");
    expect(await screen.findByRole("heading", { level: 1, name: "Open padel matches" })).toBeTruthy();
    await screen.findByRole("article", { name: /^Match on / });
    expect(listCalls()).toEqual([{}]);

    fireEvent.change(screen.getByLabelText("Date", { exact: false }), { target: { value: "2026-12-05" } });
    fireEvent.change(screen.getByRole("textbox", { name: "Your level" }), { target: { value: "3.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Show matches" }));
    await waitFor(() => expect(listCalls()).toContainEqual({ date: "2026-12-05", level: 3.5 }));
    expect(router.state.location.search).toBe("?date=2026-12-05&level=3.5");

    // Only the level: the date is not sent.
    fireEvent.change(screen.getByLabelText("Date", { exact: false }), { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Show matches" }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ level: 3.5 }));

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(screen.queryByRole("button", { name: "Clear filters" })).toBeNull();
  });

  it("where the club offers categories, shows a match's category and finds matches by it", async () => {
    answerClub(clubWith({ match_categories: true }));
    serve([{ ...match, category: "mixed" }]);
    const router = openApp("/padel/open-matches");
    const card = await screen.findByRole("article", { name: /^Match on / });
    expect(card.textContent).toContain("Mixed: half women, half men");
    const category = await screen.findByRole("combobox", { name: "Category" });
    expect([...category.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "Any category",
      "Open to all",
      "Women",
      "Men",
      "Mixed",
    ]);
    fireEvent.change(category, { target: { value: "women" } });
    fireEvent.click(screen.getByRole("button", { name: "Show matches" }));
    await waitFor(() => expect(listCalls().at(-1)).toEqual({ category: "women" }));
    expect(router.state.location.search).toBe("?category=women");
  });

  it("shows no category filter where the club does not offer categories", async () => {
    answerClub(clubWith({ match_categories: false }));
    serve([match]);
    openApp("/padel/open-matches");
    const card = await screen.findByRole("article", { name: /^Match on / });
    expect(card.textContent).not.toContain("Mixed");
    expect(screen.queryByRole("combobox", { name: "Category" })).toBeNull();
  });

  it("reads the filters from the address, and refuses a level off the scale without asking", async () => {
    serve([match]);
    openApp("/padel/open-matches?date=2026-12-05&level=4.0");
    await screen.findByRole("article", { name: /^Match on / });
    expect(listCalls()).toEqual([{ date: "2026-12-05", level: 4 }]);
    const level = screen.getByRole("textbox", { name: "Your level" });
    fireEvent.change(level, { target: { value: "7.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Show matches" }));
    expect(await screen.findByText("The level must be between 1 and 7.")).toBeTruthy();
    expect(listCalls()).toHaveLength(1);
  });

  it("shows each match's places left, level range, kind, who may join, price and deadline", async () => {
    serve([match, mine]);
    openApp("/padel/open-matches");
    const card = await screen.findByRole("article", { name: "Match on Sat 5 Dec 2026, 13:00–14:30" });
    const text = card.textContent ?? "";
    expect(text).toContain("Padel 1");
    expect(text).toContain("Opened by Olga Owner");
    expect(text).toContain("2 of 3 places left");
    expect(text).toContain("Level 3.0–4.5");
    expect(text).toContain("Competitive");
    expect(text).toContain("Members only");
    expect(text).toContain("€12.00 a place");
    expect(text).toMatch(/If not full by Sat 5 Dec 2026, 11:00, it is cancelled and everyone is refunded\./);
    expect(within(card).getByRole("button", { name: "Join and pay €12.00: Sat 5 Dec 2026, 13:00–14:30" })).toBeTruthy();

    // A full match the member plays in: listed for them, nothing to join.
    const theirs = screen.getByRole("article", { name: "Match on Sat 5 Dec 2026, 19:00–20:30" });
    const theirText = theirs.textContent ?? "";
    expect(theirText).toContain("Full");
    expect(theirText).toContain("You play");
    expect(theirText).toContain("Any level");
    expect(theirText).toContain("Friendly");
    expect(theirText).toContain("Playing: Paula Padel, Javier Morales, Diego Navarro, Lucía Vidal");
    expect(theirText).toMatch(/it is played anyway/);
    expect(theirText).not.toContain("Members only");
    expect(within(theirs).queryByRole("button")).toBeNull();
    expect(screen.getByText("2 open matches")).toBeTruthy();
  });

  it("says so when there is none on the date, with the way to book a court", async () => {
    serve([]);
    openApp("/padel/open-matches?date=2026-12-05");
    expect(await screen.findByText("No open matches on Sat 5 Dec 2026.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a court" }).getAttribute("href")).toBe("/padel");
  });

  it("sends a signed-out visitor to sign in first, and back to the page after", async () => {
    serve([match]);
    const router = openApp("/padel/open-matches?level=3.5");
    fireEvent.click(await screen.findByRole("button", { name: /^Join and pay €12\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/padel/open-matches?level=3.5");
    expect(post).not.toHaveBeenCalled();
  });

  it("joins with club credit: the place is paid at once, with the way to the profile", async () => {
    signIn();
    serve([match], { balance: 2000 });
    openApp("/padel/open-matches");
    fireEvent.click(await screen.findByRole("button", { name: /^Join and pay €12\.00/ }));
    const how = screen.getByRole("radiogroup", { name: "How do you pay your place?" });
    expect(await within(how).findByRole("radio", { name: "Club credit (€20.00 available)" })).toHaveProperty("checked", true);
    expect(within(how).getByRole("radio", { name: "Card" })).toBeTruthy();
    post.mockResolvedValueOnce({
      data: {
        match: { ...match, places_left: 1, you_play: true },
        share_id: "s-1",
        paid: true,
        paymentlink: null,
        hold_expires_at: null,
      },
    });
    fireEvent.click(screen.getByRole("button", { name: "Pay €12.00" }));
    const done = await screen.findByRole("status", { name: "You're in" });
    expect(done.textContent).toContain("Your place on Sat 5 Dec 2026, 13:00–14:30 is paid with club credit.");
    expect(within(done).getByRole("link", { name: "See it on your profile" }).getAttribute("href")).toBe("/profile-padel");
    expect(post).toHaveBeenCalledWith(matchPaths.join("padel", ORDER), { pay: "credit" });
  });

  it("joins by card straight away without credit, following the payment link", async () => {
    signIn();
    serve([match]);
    const router = openApp("/padel/open-matches");
    post.mockResolvedValueOnce({
      data: {
        match,
        share_id: "s-1",
        paid: false,
        paymentlink: "http://localhost:3000/pay/P-26-0200?key=share-key",
        hold_expires_at: "2026-12-01T10:15:00.000Z",
      },
    });
    const join = await screen.findByRole("button", { name: /^Join and pay €12\.00/ });
    await creditKnown();
    fireEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/P-26-0200"));
    expect(router.state.location.search).toBe("?key=share-key");
    expect(post).toHaveBeenCalledWith(matchPaths.join("padel", ORDER), { pay: "card" });
  });

  it("pressed before the balance arrives, waits for it, then goes to the card checkout when there is no credit", async () => {
    signIn();
    let answerCredit: (value: unknown) => void = () => {};
    const creditArrives = new Promise((resolve) => {
      answerCredit = resolve;
    });
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) return { data: testRules };
      if (url === LIST) return { data: [match] };
      if (url === "/api/credit/me") return creditArrives;
      throw apiRefusal(404, { message: `nothing at ${url}` });
    });
    const router = openApp("/padel/open-matches");
    post.mockResolvedValueOnce({
      data: { match, share_id: "s-1", paid: false, paymentlink: "/pay/P-26-0201?key=k", hold_expires_at: null },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Join and pay €12\.00/ }));
    expect(screen.queryByRole("radiogroup", { name: "How do you pay your place?" })).toBeNull();
    expect(post).not.toHaveBeenCalled();
    answerCredit({ data: { balance: 0, currency: "EUR", expiring: [], entries: [] } });
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/P-26-0201"));
    expect(post).toHaveBeenCalledWith(matchPaths.join("padel", ORDER), { pay: "card" });
    expect(screen.queryByRole("radiogroup", { name: "How do you pay your place?" })).toBeNull();
  });

  it("offers the card when the balance cannot be read", async () => {
    signIn();
    get.mockImplementation(async (url: string) => {
      if (url.endsWith("/rules/single")) return { data: testRules };
      if (url === LIST) return { data: [match] };
      throw apiRefusal(503, { message: `nothing at ${url}` });
    });
    const router = openApp("/padel/open-matches");
    post.mockResolvedValueOnce({
      data: { match, share_id: "s-1", paid: false, paymentlink: "/pay/P-26-0202?key=k", hold_expires_at: null },
    });
    fireEvent.click(await screen.findByRole("button", { name: /^Join and pay €12\.00/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/P-26-0202"), { timeout: 5000 });
  });

  it("sends a member whose session ended to sign in, and back", async () => {
    signIn();
    serve([match]);
    const router = openApp("/padel/open-matches");
    post.mockRejectedValueOnce(apiRefusal(401, { message: "Sign in first." }));
    const join = await screen.findByRole("button", { name: /^Join and pay €12\.00/ });
    await creditKnown();
    fireEvent.click(join);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/padel/open-matches");
    expect(useAuthStore.getState().user_authenticated).toBe(false);
  });

  const refusals: { code: string; message: string; way?: { name: string; href: string } }[] = [
    { code: "match_full", message: "This match is full now." },
    { code: "match_closed", message: "This match was cancelled or has begun." },
    { code: "match_level", message: "This match is for levels 3.0 to 4.5; yours is 5.2." },
    {
      code: "match_level_unknown",
      message: "Set your padel level on your profile first.",
      way: { name: "Set your level on your profile", href: "/profile-padel" },
    },
    {
      code: "match_members_only",
      message: "This match is for members with a plan.",
      way: { name: "See the membership plans", href: "/membership" },
    },
    {
      code: "match_already_in",
      message: "You already play in this match.",
      way: { name: "See your bookings", href: "/profile-padel" },
    },
    {
      code: "match_category_unknown",
      message: "This is a mixed match: say on your profile whether you play in women's or men's matches, then join.",
      way: { name: "Say which matches you play in on your profile", href: "/edit-profile" },
    },
    {
      code: "match_category",
      message:
        "This is a women's match; your profile says you play in men's matches. If that is not right, change it on your profile.",
      way: { name: "Check your profile", href: "/edit-profile" },
    },
    {
      code: "match_category_full",
      message: "This mixed match already has its 2 women: the places left are for men.",
    },
  ];
  for (const refusal of refusals) {
    it(`says the refusal ${refusal.code} in the server's words, with the way on`, async () => {
      signIn();
      serve([match]);
      openApp("/padel/open-matches");
      post.mockRejectedValueOnce(apiRefusal(409, { message: refusal.message, code: refusal.code }));
      const join = await screen.findByRole("button", { name: /^Join and pay €12\.00/ });
      await creditKnown();
      fireEvent.click(join);
      const alert = await screen.findByRole("alert", { name: "You could not join this match" });
      expect(alert.textContent).toContain(refusal.message);
      if (refusal.way)
        expect(within(alert).getByRole("link", { name: refusal.way.name }).getAttribute("href")).toBe(refusal.way.href);
      else expect(within(alert).queryByRole("link")).toBeNull();
      // Asking again cannot help: no join button under it.
      expect(screen.queryByRole("button", { name: /^Join and pay/ })).toBeNull();
    });
  }

  it("offers the card when the credit does not cover the place", async () => {
    signIn();
    serve([match], { balance: 500 });
    const router = openApp("/padel/open-matches");
    fireEvent.click(await screen.findByRole("button", { name: /^Join and pay €12\.00/ }));
    await screen.findByRole("radio", { name: "Club credit (€5.00 available)" });
    post.mockRejectedValueOnce(
      apiRefusal(409, { message: "Your club credit (€5.00) does not cover the place (€12.00).", code: "credit_insufficient" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Pay €12.00" }));
    const alert = await screen.findByRole("alert", { name: "You could not join this match" });
    expect(alert.textContent).toContain("Your club credit (€5.00) does not cover the place (€12.00).");
    post.mockResolvedValueOnce({
      data: { match, share_id: "s-1", paid: false, paymentlink: "/pay/P-26-0201?key=k2", hold_expires_at: null },
    });
    fireEvent.click(within(alert).getByRole("button", { name: "Pay €12.00 by card instead" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/pay/P-26-0201"));
    expect(post).toHaveBeenLastCalledWith(matchPaths.join("padel", ORDER), { pay: "card" });
  });
});
