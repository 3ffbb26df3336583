import { adminStorageState, callApi, gridCell, uniqueName } from "./support/admin-catalog.ts";
import { expectNoAxeViolations } from "./support/axe.ts";
import { facilityDate } from "./support/booking.ts";
import { expect, test } from "./support/test.ts";

// Signed in as the tennis administrator. Days 9 and 10 and the courts and late slot made here are this spec's own.
test.use({ storageState: async ({ browser }, use) => use(await adminStorageState(browser)) });

test("an added court, then renamed, shows in the public grid; deactivated, it leaves it", async ({ page }) => {
  const date = facilityDate(9);
  await page.goto("/admin/catalog");
  await expect(page.getByRole("heading", { level: 1, name: "Tennis catalog" })).toBeVisible();
  await expectNoAxeViolations(page, "catalog, courts");

  const name = uniqueName("Court Added");
  await page.getByRole("button", { name: "Add court" }).click();
  const dialog = page.getByRole("dialog", { name: "Add court" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Surface").fill("Hard");
  await dialog.getByRole("button", { name: "Add court" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("rowheader", { name })).toBeVisible();

  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.getByRole("columnheader", { name })).toBeVisible();
  await expect(gridCell(page, name, "18:00")).toHaveAttribute("data-status", "available");

  const renamed = uniqueName("Court Renamed");
  await page.goto("/admin/catalog");
  await page.getByRole("button", { name: `Edit ${name}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit court" });
  await edit.getByLabel("Name").fill(renamed);
  await edit.getByRole("button", { name: "Save court" }).click();
  await expect(page.getByRole("rowheader", { name: renamed })).toBeVisible();
  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.getByRole("columnheader", { name: renamed })).toBeVisible();
  await expect(page.getByRole("columnheader", { name })).toHaveCount(0);

  await page.goto("/admin/catalog");
  await page.getByRole("button", { name: `Deactivate ${renamed}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate court" }).click();
  await expect(page.getByRole("button", { name: `Reactivate ${renamed}` })).toBeVisible();
  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.getByRole("grid")).toBeVisible();
  await expect(page.getByRole("columnheader", { name: renamed })).toHaveCount(0);
});

test("courts move up and down by keyboard", async ({ page }) => {
  const first = await callApi(page, "POST", "/api/admin/tennis/courts", {
    name: uniqueName("Court Move"),
    surface: "Clay",
    indoor: false,
  });
  await page.goto("/admin/catalog");
  const up = page.getByRole("button", { name: `Move ${first.name} up` });
  const rows = page.getByRole("rowheader");
  await expect(up).toBeEnabled();
  const before = await rows.allTextContents();
  await up.focus();
  await page.keyboard.press("Enter");
  // Counted from the top: a court another test adds meanwhile goes to the bottom.
  await expect(rows.nth(before.length - 2)).toHaveText(first.name);
  // Focus stays on the moved court's button, so it can go on moving.
  await expect(up).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(rows.nth(before.length - 3)).toHaveText(first.name);
  await callApi(page, "DELETE", `/api/admin/tennis/courts/${first.id}`);
});

test("a timeslot's edited price shows in the public schedule", async ({ page }) => {
  const date = facilityDate(9);
  await page.goto("/admin/catalog?tab=timeslots");
  await expect(page.getByRole("tab", { name: "Timeslots and prices", selected: true })).toBeVisible();
  await expectNoAxeViolations(page, "catalog, timeslots");

  // A late slot of this test's own (the demo's run 07:00–22:00), so no other spec's prices move.
  await page.getByRole("button", { name: "Add timeslot" }).click();
  const add = page.getByRole("dialog", { name: "Add timeslot" });
  await add.getByLabel(/^Start/).fill("22:00");
  await add.getByLabel(/^End/).fill("23:00");
  await add.getByLabel(/^Member price/).fill("30");
  await add.getByLabel(/^Guest price/).fill("-5");
  await add.getByRole("button", { name: "Add timeslot" }).click();
  await expect(add.getByText("A price cannot be negative.")).toBeVisible();
  await add.getByLabel(/^Guest price/).fill("35.50");
  await add.getByRole("button", { name: "Add timeslot" }).click();
  await expect(add).toBeHidden();
  const row = page.getByRole("row", { name: /22:00–23:00/ });
  await expect(row).toContainText("€35.50");

  await page.getByRole("button", { name: "Edit 22:00–23:00" }).click();
  const edit = page.getByRole("dialog", { name: "Edit timeslot" });
  await edit.getByLabel(/^Guest price/).fill("41.25");
  await edit.getByLabel(/^Weekend guest price/).fill("41.25");
  await edit.getByRole("button", { name: "Save timeslot" }).click();
  await expect(row).toContainText("€41.25");

  await page.goto(`/court-schedules-tennis?date=${date}`);
  await expect(page.locator('td[aria-label*=", 22:00–23:00: €41.25, Available"]').first()).toBeVisible();

  await page.goto("/admin/catalog?tab=timeslots");
  await page.getByRole("button", { name: "Deactivate 22:00–23:00" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Deactivate timeslot" }).click();
  await expect(page.getByRole("button", { name: "Reactivate 22:00–23:00" })).toBeVisible();
});

test("the catalog is usable at 390 px: tabs, tables scroll inside themselves @phone", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const tab of ["courts", "timeslots", "addons", "modules"]) {
    await page.goto(`/admin/catalog?tab=${tab}`);
    await expect(page.getByRole("table")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, tab).toBeLessThanOrEqual(0);
  }
  await expectNoAxeViolations(page, "catalog at 390 px");
});

test("a module and a multi-add-on in it are added; an add-on switched back to plain saves without its module", async ({
  page,
}) => {
  const moduleName = uniqueName("Module");
  await page.goto("/admin/catalog?tab=modules");
  await page.getByRole("button", { name: "Add module" }).click();
  const moduleDialog = page.getByRole("dialog", { name: "Add module" });
  await moduleDialog.getByLabel("Name").fill(moduleName);
  await moduleDialog.getByRole("button", { name: "Add module" }).click();
  await expect(moduleDialog).toBeHidden();
  await expect(page.getByRole("rowheader", { name: moduleName })).toBeVisible();

  const addAddon = async (name: string, kindAtSave: "Add-on" | "Multi-add-on") => {
    await page.getByRole("button", { name: "Add add-on" }).click();
    const dialog = page.getByRole("dialog", { name: "Add add-on" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel(/^Price/).fill("3.50");
    await dialog.getByLabel("Kind").selectOption({ label: "Multi-add-on (per date, in a module)" });
    await dialog.getByLabel("Module").selectOption({ label: moduleName });
    if (kindAtSave === "Add-on") await dialog.getByLabel("Kind").selectOption({ label: "Add-on (with the booking)" });
    await dialog.getByRole("button", { name: "Add add-on" }).click();
    await expect(dialog).toBeHidden();
    return page.getByRole("row", { name: new RegExp(`^${name}`) });
  };

  await page.goto("/admin/catalog?tab=addons");
  const multi = await addAddon(uniqueName("Court lights"), "Multi-add-on");
  await expect(multi.getByRole("cell", { name: `Multi · ${moduleName}` })).toBeVisible();
  await expect(multi.getByRole("cell", { name: "€3.50" })).toBeVisible();
  const plain = await addAddon(uniqueName("Towel"), "Add-on");
  await expect(plain.getByRole("cell", { name: "Add-on", exact: true })).toBeVisible();
  await expectNoAxeViolations(page, "catalog, add-ons");
});
