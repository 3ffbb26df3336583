import { AUTH_TOKEN_STORAGE_KEY } from "@courtside/contract";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import axe from "axe-core";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../app/provider.tsx";
import { routes } from "../../app/router.tsx";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);
const post = vi.mocked(api.post);

const ada = {
  id: "a1",
  name: "Ada Owner",
  email: "ada@club.example",
  type_web: "tennis" as const,
  role: "owner" as const,
  sports: ["tennis" as const, "padel" as const],
};
const SPENT = "This setup link was already used or has expired. Restart the server for a new one, or sign in.";

function httpError(status: number, data: unknown) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError("failed", "ERR_BAD_REQUEST", config, null, {
    status,
    data,
    headers: {},
    statusText: "",
    config,
  } as AxiosResponse);
}

/** GET answers: the setup link's state, and the signed-in administrator once a session starts. */
function serve(link: () => Promise<unknown>) {
  get.mockImplementation(async (url: string) => (url === "/api/user" ? { data: ada } : link()));
}

function open(token = "setup-token") {
  const router = createMemoryRouter(routes, { initialEntries: [`/admin/setup/${token}`] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return router;
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** WCAG A/AA and best-practice rules that jsdom can judge (it has no layout, so no colour contrast). */
async function axeViolations() {
  const results = await axe.run(document.body, {
    runOnly: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"],
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.help}`);
}

describe("first administrator setup page", () => {
  beforeEach(() => {
    get.mockReset();
    post.mockReset();
    useAuthStore.setState({ authenticated: false, user: null, user_authenticated: false, user_frontend: null });
  });

  it("creates the first administrator with the contract's rules, signs them in and opens their back office", async () => {
    serve(async () => ({ data: { expires_at: "2026-11-23T10:00:00.000Z" } }));
    post.mockResolvedValue({ data: { token: "admin-session", user: ada } });
    const router = open();
    await screen.findByRole("heading", { level: 1, name: "Set up the back office" });
    await screen.findByLabelText(/^Name/);
    expect(await axeViolations()).toEqual([]);

    fill({ "Name *": "Ada Owner", "Email *": "Ada@Club.Example", "Password *": "ada-chose-this", "Confirm password *": "other" });
    fireEvent.click(screen.getByRole("button", { name: "Create administrator and sign in" }));
    await screen.findByText("The password confirmation does not match.");
    expect(post).not.toHaveBeenCalled();

    fill({ "Confirm password *": "ada-chose-this" });
    fireEvent.click(screen.getByRole("button", { name: "Create administrator and sign in" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/admin/bookings"));
    expect(post).toHaveBeenCalledWith("/api/admin-setup/setup-token", {
      name: "Ada Owner",
      email: "ada@club.example",
      password: "ada-chose-this",
      password_confirmation: "ada-chose-this",
    });
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("admin-session");
  });

  it("says a used or expired link does not work, and offers no form", async () => {
    serve(() => Promise.reject(httpError(410, { message: SPENT })));
    open();
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(SPENT);
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    expect(screen.getByRole("link", { name: "Already set up? Sign in" }).getAttribute("href")).toBe("/admin/login");
    expect(await axeViolations()).toEqual([]);
  });

  it("tells above the form when the link was spent while the form was open", async () => {
    serve(async () => ({ data: { expires_at: "2026-11-23T10:00:00.000Z" } }));
    post.mockRejectedValue(httpError(410, { message: SPENT }));
    open();
    await screen.findByLabelText(/^Name/);
    fill({
      "Name *": "Ada",
      "Email *": "ada@club.example",
      "Password *": "ada-chose-this",
      "Confirm password *": "ada-chose-this",
    });
    fireEvent.click(screen.getByRole("button", { name: "Create administrator and sign in" }));
    expect((await screen.findByRole("alert")).textContent).toContain(SPENT);
  });
});
