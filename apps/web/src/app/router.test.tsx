import type { Administrator, Member } from "@courtside/contract";
import { render, screen, within } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { useAuthStore } from "../state/auth-store.ts";
import { AppProvider } from "./provider.tsx";
import { routes } from "./router.tsx";

const member: Member = {
  id: "m1",
  name: "Mia Member",
  email: "mia@club.test",
  phone: null,
  booking_reminders: true,
  locale: "en",
  created_at: "2026-01-01",
};
const admin: Administrator = {
  id: "a1",
  name: "Ada Admin",
  email: "ada@club.test",
  type_web: "padel",
  role: "owner",
  sports: ["tennis", "padel"],
};

vi.mock("../state/api/get-member.ts", () => ({ getMember: vi.fn(async () => member) }));
vi.mock("../state/api/get-admin-user.ts", () => ({ getAdminUser: vi.fn(async () => admin) }));

function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

const heading = (name: string | RegExp) => screen.findByRole("heading", { level: 1, name });

describe("routes and guards", () => {
  beforeEach(() => {
    useAuthStore.setState({ authenticated: false, user: null, user_authenticated: false, user_frontend: null });
  });

  it("shows the landing page with the two booking cards and landmarks", async () => {
    open("/");
    await heading("Courtside");
    expect(screen.getByRole("link", { name: /Book tennis/ }).getAttribute("href")).toBe("/tennis");
    expect(screen.getByRole("link", { name: /Book padel/ }).getAttribute("href")).toBe("/padel");
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Main" })).toBeTruthy();
    expect(screen.getByRole("main")).toBeTruthy();
  });

  it("shows the error page for an unknown path", async () => {
    open("/no/such/page");
    await heading("Page not found");
    expect(screen.getByRole("link", { name: "Go to the home page" }).getAttribute("href")).toBe("/");
  });

  it("sends a signed-out visitor from a member page to Login, remembering the page", async () => {
    const router = open("/edit-profile");
    await heading("Login");
    expect(router.state.location.pathname).toBe("/login");
    expect(new URLSearchParams(router.state.location.search).get("redirect")).toBe("/edit-profile");
  });

  it("sends a signed-in member from the padel auth step to the padel summary", async () => {
    useAuthStore.setState({ user_authenticated: true, user_frontend: member });
    const router = open("/padel/auth");
    await heading("Check and pay");
    expect(router.state.location.pathname).toBe("/padel/summary");
    expect(screen.getByText("Nothing chosen yet")).toBeTruthy();
  });

  it("sends a signed-in member from guest pages to the profile", async () => {
    useAuthStore.setState({ user_authenticated: true, user_frontend: member });
    const router = open("/padel/guest/summary");
    await heading("Your profile");
    expect(router.state.location.pathname).toBe("/profile");
  });

  it("sends a signed-out visitor from administrator pages to the back office sign-in", async () => {
    const router = open("/admin/padel/bookings");
    await heading("Back office sign-in");
    expect(router.state.location.pathname).toBe("/admin/login");
  });

  it("shows signed-in staff on public pages: the back office and a sign-out, not Sign in", async () => {
    useAuthStore.setState({ authenticated: true, user: admin });
    open("/tennis");
    await heading("Book tennis");
    const nav = screen.getByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "Back office" }).getAttribute("href")).toBe("/admin/padel/bookings");
    expect(await within(nav).findByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(nav).queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("renders the demo checkout, which pays nothing from a link without its key", async () => {
    open("/pay/INV-2026-0001");
    await heading("Demo checkout");
    expect(screen.getByRole("alert", { name: "This payment link is incomplete" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Pay" })).toBeNull();
    expect(screen.getByRole("link", { name: "Book a court" }).getAttribute("href")).toBe("/");
  });
});
