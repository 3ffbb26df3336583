import { AUTH_TOKEN_STORAGE_KEY } from "@courtside/contract";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../app/provider.tsx";
import { routes } from "../../app/router.tsx";
import { api } from "../../lib/api-client.ts";
import { useAuthStore } from "../../state/auth-store.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);

const member = {
  id: "m1",
  name: "Mia",
  email: "mia@club.test",
  phone: null,
  booking_reminders: true,
  locale: "en",
  created_at: "2026-01-01T00:00:00Z",
};

function httpError(status: number, data: unknown, headers: Record<string, string> = {}) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError("failed", "ERR_BAD_REQUEST", config, null, {
    status,
    data,
    headers,
    statusText: "",
    config,
  } as AxiosResponse);
}

async function openLogin(path = "/login") {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  await screen.findByRole("heading", { level: 1, name: "Login" });
  return router;
}

function submit(email: string, password: string) {
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: email } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
}

describe("login page", () => {
  beforeEach(() => {
    post.mockReset();
    useAuthStore.setState({ user_authenticated: false, user_frontend: null });
  });

  it("validates with the contract schema and shows messages at the fields", async () => {
    await openLogin();
    submit("not-an-email", "");
    const email = screen.getByLabelText(/^Email/);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("The email must be a valid email address.")).toBeTruthy();
    expect(screen.getByText("The password field is required.")).toBeTruthy();
    const describedBy = email.getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(describedBy.split(" ").find((id) => id.includes("error")) ?? "")?.textContent).toBe(
      "The email must be a valid email address.",
    );
    expect(post).not.toHaveBeenCalled();
  });

  it("says an empty email is required, not malformed", async () => {
    await openLogin();
    submit("", "some-password");
    expect(await screen.findByText("The email field is required.")).toBeTruthy();
    expect(screen.queryByText("The email must be a valid email address.")).toBeNull();
  });

  it("maps a 422 answer onto the fields", async () => {
    post.mockRejectedValue(
      httpError(422, { message: "Invalid.", errors: { email: ["These credentials do not match our records."] } }),
    );
    await openLogin();
    submit("Mia@Club.test ", "wrong-password");
    await screen.findByText("These credentials do not match our records.");
    expect(post).toHaveBeenCalledWith("/api/frontend/login", { email: "mia@club.test", password: "wrong-password" });
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
  });

  it("shows the 429 message above the form", async () => {
    post.mockRejectedValue(httpError(429, { message: "Too many login attempts." }, { "retry-after": "60" }));
    await openLogin();
    submit("mia@club.test", "secret-password");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Too many login attempts. Try again in 60 s.");
  });

  it("stores the session and goes to the padel summary when opened from the padel auth step", async () => {
    post.mockResolvedValue({ data: { token: "tok-1", user: member } });
    const router = await openLogin("/login?booking=padel");
    submit("mia@club.test", "secret-password");
    await waitFor(() => expect(router.state.location.pathname).toBe("/padel/summary"));
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("tok-1");
    expect(useAuthStore.getState().user_frontend).toEqual(member);
    expect(useAuthStore.getState().user_authenticated).toBe(true);
  });
});
