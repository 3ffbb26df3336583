import { randomBytes } from "node:crypto";
import { registerMember, uniqueEmail } from "./support/accounts.ts";
import { adminStorageState, callApi } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { type PastOrder, pastGuestBookings } from "./support/past-bookings.ts";
import { withSharedLock } from "./support/shared-lock.ts";
import { expect, type Page, test } from "./support/test.ts";

// The demo's history has paid tennis bookings of guests in the past. admin-customers.spec.ts
// takes the two most recent; these tests take guests further down the list (by e-mail, so no
// customer is shared), and book nothing. The suspension test turns tennis's no-show rule on
// (1 no-show in 30 days) for its own few seconds and puts it back off (the demo's setting).
const SHOTS = process.env.E2E_SHOTS;
const RULE_FIELDS = [
  "total_days",
  "hold_minutes",
  "cancel_hours",
  "max_unpaid_holds",
  "no_show_limit",
  "no_show_window_days",
  "no_show_suspension_days",
] as const;

/** The n-th distinct guest (by e-mail) among the demo's recent paid past tennis bookings, skipping the first two. */
async function pastGuest(page: Page, nth: number): Promise<PastOrder> {
  const guests = await pastGuestBookings(page);
  const taken = new Set(guests.slice(0, 2).map((g) => g.customer.email.toLowerCase()));
  const seen = new Set<string>();
  const distinct = guests.filter((g) => {
    const email = g.customer.email.toLowerCase();
    if (taken.has(email) || seen.has(email)) return false;
    seen.add(email);
    return true;
  });
  const picked = distinct[nth];
  if (!picked) throw new Error("the demo history has too few paid guest bookings in the past");
  return picked;
}

const customerPath = (email: string) => `/admin/customers/${encodeURIComponent(`guest:${email.toLowerCase()}`)}`;

async function screenshot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("staff see a customer's no-show suspension, with the rule and the no-show behind it, and lift it", async ({ browser }) => {
  const context = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto("/admin/customers");
  const past = await pastGuest(page, 0);
  const detail = await page.evaluate(async (id) => {
    const res = await fetch(`/api/admin/orders/${id}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem("authToken")}` },
    });
    return res.json();
  }, past.order_id);
  const bookingId = detail.bookings[0].id as number;
  const rules = { no_show_limit: 1, no_show_window_days: 30, no_show_suspension_days: 14 };
  // Tennis rules are changed under a lock other specs that change them take too (share-deadline).
  await withSharedLock("tennis-rules", async () => {
    const current = await page.evaluate(async () => {
      const res = await fetch("/api/admin/tennis/rules", {
        headers: { Authorization: `Bearer ${localStorage.getItem("authToken")}` },
      });
      return res.json();
    });
    const saved = Object.fromEntries(RULE_FIELDS.map((f) => [f, current[f]]));
    try {
      await callApi(page, "PUT", "/api/admin/tennis/rules", { ...saved, ...rules });
      await callApi(page, "POST", `/api/admin/orders/${past.order_id}/no-show`, { booking_id: bookingId, no_show: true });

      await page.goto(customerPath(past.customer.email));
      await expect(page.getByRole("heading", { level: 1, name: past.customer.name })).toBeVisible();
      // The notice is a region named by its title: "Online booking of tennis suspended until Sun 6 Dec 2026".
      const notice = page.getByRole("region", { name: /^Online booking of tennis suspended until \w{3} \d{1,2} \w{3} \d{4}$/ });
      await expect(notice).toBeVisible();
      await expect(notice).toContainText("1 no-show within 30 days suspends online booking for 14 days after the latest.");
      await expect(
        notice.getByRole("list", { name: "No-shows behind the tennis suspension" }).getByRole("link", { name: past.inv }),
      ).toBeVisible();
      await expectNoAxeViolations(page, "customer page, suspended");
      await screenshot(page, "customer-suspended");

      await notice.getByRole("button", { name: "Lift the tennis suspension now" }).click();
      await expect(page.getByText(`Suspension lifted: ${past.customer.name} can book tennis online again.`)).toBeVisible();
      await expect(notice).toBeHidden();
      await expect(
        page.getByText(/^Tennis suspension lifted early by .+: no-shows marked before then no longer count\.$/),
      ).toBeVisible();
      // The no-show itself stays on record.
      await expect(page.getByRole("region", { name: "No-shows (table)" }).getByRole("link", { name: past.inv })).toBeVisible();
      await expectNoAxeViolations(page, "customer page, suspension lifted");
      await screenshot(page, "customer-lifted");
    } finally {
      await callApi(page, "POST", `/api/admin/orders/${past.order_id}/no-show`, { booking_id: bookingId, no_show: false });
      await callApi(page, "PUT", "/api/admin/tennis/rules", saved);
      await context.close();
    }
  });
});

test("staff edit and delete a note on a customer's page @phone", async ({ browser }, info) => {
  const phone = info.project.name === "phone";
  const viewport = phone ? { width: 390, height: 844 } : { width: 1280, height: 800 };
  const context = await browser.newContext({ storageState: await adminStorageState(browser), viewport });
  const page = await context.newPage();
  await page.goto("/admin/customers");
  const past = await pastGuest(page, phone ? 2 : 1);
  await page.goto(customerPath(past.customer.email));
  await expect(page.getByRole("heading", { level: 1, name: past.customer.name })).toBeVisible();

  const note = `Asked for Court 2 next time (${randomBytes(3).toString("hex")}).`;
  await page.getByLabel("New note").fill(note);
  await page.getByRole("button", { name: "Add note" }).click();
  const notes = page.getByRole("list", { name: "Notes" });
  // Newest first: the note just added leads the list (and an item being edited holds its text in a field).
  const item = notes.getByRole("listitem").first();
  await expect(item).toContainText(note);
  await item.getByRole("button", { name: "Edit note" }).click();
  const field = item.getByRole("textbox", { name: "Note" });
  await expect(field).toHaveValue(note);
  await field.fill("   ");
  await item.getByRole("button", { name: "Save note" }).click();
  await expect(item.getByText("Write the note.")).toBeVisible();
  await expectNoAxeViolations(page, "customer page, note being edited");
  if (!phone) await screenshot(page, "customer-note-edit");

  const edited = `${note} Prefers mornings.`;
  await field.fill(edited);
  await item.getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note changed.")).toBeVisible();
  const changed = notes.getByRole("listitem").first();
  await expect(changed).toContainText(edited);
  await expect(changed).toContainText(/, edited /);
  await expectNoAxeViolations(page, "customer page, note edited");

  await changed.getByRole("button", { name: "Delete note" }).click();
  await expect(changed.getByText("Delete this note? The audit log keeps its text.")).toBeVisible();
  await expectNoAxeViolations(page, "customer page, deleting a note");
  await changed.getByRole("button", { name: "Keep it" }).click();
  await changed.getByRole("button", { name: "Delete note" }).click();
  await changed.getByRole("button", { name: "Yes, delete it" }).click();
  await expect(page.getByText("Note deleted.")).toBeVisible();
  await expect(notes.getByText(edited)).toHaveCount(0);
  await context.close();
});

test("a member's page shows their plan and sells one at the desk with them chosen", async ({ browser }) => {
  const email = uniqueEmail("desk-plan");
  const player = await browser.newContext();
  await registerMember(await player.newPage(), "Pia Plan", email, "member-password-1");
  await player.close();

  const context = await browser.newContext({
    storageState: await adminStorageState(browser),
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
  await page.getByRole("region", { name: "Customers (table)" }).getByRole("link", { name: "Pia Plan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pia Plan" })).toBeVisible();
  await expect(page.getByText("Registered player (no plan)")).toBeVisible();
  await page.getByRole("link", { name: "Sell a plan" }).click();

  await expect(page).toHaveURL(/\/admin\/memberships\?member=[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sell a membership" })).toBeVisible();
  await expect(page.getByRole("radio", { name: `Pia Plan · ${email}` })).toBeChecked();
  await expectNoAxeViolations(page, "membership sale with the member chosen");
  await page.getByRole("combobox", { name: "Plan" }).click();
  const option = page.getByRole("listbox", { name: "Plan" }).getByRole("option").first();
  const plan = (await option.textContent()) ?? "";
  await option.click();
  await page.getByRole("button", { name: "Sell and take payment" }).click();
  await expect(page.getByText(new RegExp(`^${plan} sold to Pia Plan, from `))).toBeVisible();

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Pia Plan" })).toBeVisible();
  await page.reload();
  await expect(
    page.getByText(new RegExp(`^${plan}, \\w{3} \\d{1,2} \\w{3} \\d{4} to \\w{3} \\d{1,2} \\w{3} \\d{4}$`)),
  ).toBeVisible();
  await expectNoAxeViolations(page, "member's page with a plan");
  await screenshot(page, "customer-member-plan");
  await context.close();
});
