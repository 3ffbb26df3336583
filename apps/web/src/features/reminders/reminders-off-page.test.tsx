import { fireEvent, render, screen } from "@testing-library/react";
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { AppProvider } from "../../app/provider.tsx";
import { routes } from "../../app/router.tsx";
import { api } from "../../lib/api-client.ts";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const post = vi.mocked(api.post);

async function open(path: string) {
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProvider>,
  );
  await screen.findByRole("heading", { level: 1, name: "Booking reminders" });
}

describe("the reminders-off page", () => {
  beforeEach(() => post.mockReset());

  it("changes nothing until asked, then turns reminders off for the link's address", async () => {
    post.mockResolvedValue({ status: 204, data: null } as AxiosResponse);
    await open("/reminders-off?email=gus%40example.test&key=k3y");
    expect(post).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Turn reminders off" }));
    expect((await screen.findByRole("status")).textContent).toContain("We will not send booking reminders to gus@example.test");
    expect(post).toHaveBeenCalledWith("/api/reminders/opt-out", { email: "gus@example.test", key: "k3y" });
  });

  it("says why a wrong link does nothing", async () => {
    const config = { headers: {} } as InternalAxiosRequestConfig;
    const message = "This link to turn reminders off is not valid: use the one in your latest reminder.";
    post.mockRejectedValueOnce(
      new AxiosError("failed", "ERR_BAD_REQUEST", config, null, {
        status: 422,
        data: { message, code: "reminder_link_invalid" },
        headers: {},
        statusText: "",
        config,
      } as AxiosResponse),
    );
    await open("/reminders-off?email=gus%40example.test&key=wrong");
    fireEvent.click(screen.getByRole("button", { name: "Turn reminders off" }));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
  });
});

describe("an incomplete reminders-off link", () => {
  it("offers no button", async () => {
    await open("/reminders-off?email=gus%40example.test");
    expect(screen.getByRole("alert").textContent).toContain("This link is incomplete");
    expect(screen.queryByRole("button", { name: "Turn reminders off" })).toBeNull();
  });
});
