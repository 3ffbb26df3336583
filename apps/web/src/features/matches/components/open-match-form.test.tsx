import { type BookingShares, matchPaths } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { apiRefusal } from "../../../test/booking-harness.tsx";
import { answerClub, clubWith } from "../../../test/club-fixture.ts";
import { OpenMatchForm } from "../index.ts";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn(), post: vi.fn() } }));
const post = vi.mocked(api.post);

const ORDER = "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11";
const opened: BookingShares = {
  order_id: ORDER,
  split: true,
  total: 4800,
  owner_share: 1200,
  currency: "EUR",
  deadline: "2026-12-05T10:00:00.000Z",
  may_split: false,
  open_match: true,
  shares: [1, 2, 3].map((n) => ({
    share_id: `s-${n}`,
    name: "",
    open_place: true,
    amount: 1200,
    state: "unpaid" as const,
    you: false,
    paid_at: null,
    link: null,
  })),
};

function renderForm(onOpened = vi.fn()) {
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <OpenMatchForm sport="padel" orderId={ORDER} onOpened={onOpened} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onOpened, form: screen.getByRole("form", { name: "Open the free places as a match" }) };
}

const level = (form: HTMLElement, name: string, value: string) =>
  fireEvent.change(within(form).getByRole("textbox", { name }), { target: { value } });

beforeEach(() => {
  post.mockReset();
  answerClub(clubWith({}));
});
afterEach(() => vi.unstubAllGlobals());

describe("opening a held booking's free places as a match", () => {
  it("sends the level range and the choices, then hands the booking's shares on", async () => {
    const { form, onOpened } = renderForm();
    // Typed with a trailing zero ("3.0"): still a level, not "any".
    level(form, "Lowest level", "3.0");
    level(form, "Highest level", "4.5");
    fireEvent.click(within(form).getByRole("radio", { name: "Competitive" }));
    fireEvent.click(within(form).getByRole("radio", { name: "Members with a plan only" }));
    fireEvent.click(within(form).getByRole("radio", { name: "Cancel it and refund everyone" }));
    post.mockResolvedValueOnce({ data: opened });
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    await waitFor(() => expect(onOpened).toHaveBeenCalledWith(opened));
    expect(post).toHaveBeenCalledWith(matchPaths.open("padel", ORDER), {
      level_min: 3,
      level_max: 4.5,
      style: "competitive",
      audience: "members",
      category: "all",
      keep_if_not_full: false,
    });
  });

  it("sends no level as any level, and keeps the booking by default", async () => {
    const { form, onOpened } = renderForm();
    expect(within(form).getByRole("radio", { name: "Friendly" })).toHaveProperty("checked", true);
    expect(within(form).getByRole("radio", { name: "Any player with an account" })).toHaveProperty("checked", true);
    expect(within(form).getByRole("radio", { name: "Keep it and pay the rest" })).toHaveProperty("checked", true);
    post.mockResolvedValueOnce({ data: opened });
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    await waitFor(() => expect(onOpened).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(matchPaths.open("padel", ORDER), {
      level_min: null,
      level_max: null,
      style: "friendly",
      audience: "anyone",
      category: "all",
      keep_if_not_full: true,
    });
    // The club offers no women's, men's or mixed matches: no category to choose.
    expect(within(form).queryByRole("radiogroup", { name: "Category" })).toBeNull();
  });

  it("refuses a highest level below the lowest at the field, sending nothing", async () => {
    const { form } = renderForm();
    level(form, "Lowest level", "4.5");
    level(form, "Highest level", "3");
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    expect(await within(form).findByText("The highest level must not be below the lowest.")).toBeTruthy();
    expect(within(form).getByRole("textbox", { name: "Highest level" }).getAttribute("aria-invalid")).toBe("true");
    level(form, "Highest level", "7.5");
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    expect(await within(form).findByText("The level must be between 1 and 7.")).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("puts the server's field errors on their fields, and says a refusal of the booking above the form", async () => {
    const { form, onOpened } = renderForm();
    post.mockRejectedValueOnce(
      apiRefusal(422, {
        message: "Check the form.",
        errors: { level_min: ["The level must be given in tenths, like 3.5."] },
      }),
    );
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    expect(await within(form).findByText("The level must be given in tenths, like 3.5.")).toBeTruthy();

    post.mockRejectedValueOnce(
      apiRefusal(409, { message: "This booking is split between players already.", code: "split_already" }),
    );
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    const alert = await within(form).findByRole("alert", { name: "The match could not be opened" });
    expect(alert.textContent).toContain("This booking is split between players already.");
    expect(onOpened).not.toHaveBeenCalled();
  });

  it("offers a category where the club offers women's, men's and mixed matches, and sends the one chosen", async () => {
    answerClub(clubWith({ match_categories: true }));
    const { form, onOpened } = renderForm();
    const category = await within(form).findByRole("radiogroup", { name: "Category" });
    expect(within(category).getByRole("radio", { name: "Open to all" })).toHaveProperty("checked", true);
    expect(
      within(category)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["all", "women", "men", "mixed"]);
    fireEvent.click(within(category).getByRole("radio", { name: "Mixed: half women, half men" }));
    post.mockResolvedValueOnce({ data: opened });
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    await waitFor(() => expect(onOpened).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(matchPaths.open("padel", ORDER), expect.objectContaining({ category: "mixed" }));
  });

  it("says a category the owner's profile does not fit, with the way to the profile", async () => {
    answerClub(clubWith({ match_categories: true }));
    const { form } = renderForm();
    fireEvent.click(await within(form).findByRole("radio", { name: "Women" }));
    const message =
      "To open a women's, men's or mixed match, first say on your profile whether you play in women's or men's matches.";
    post.mockRejectedValueOnce(apiRefusal(409, { message, code: "match_category_unknown" }));
    fireEvent.click(within(form).getByRole("button", { name: "Open the match" }));
    const alert = await within(form).findByRole("alert", { name: "The match could not be opened" });
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("link", { name: "Edit your profile" }).getAttribute("href")).toBe("/edit-profile");
  });
});
