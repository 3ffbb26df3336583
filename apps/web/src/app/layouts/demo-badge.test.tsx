import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../lib/api-client.ts";
import { queryClient } from "../../lib/query-client.ts";
import { AppProvider } from "../provider.tsx";
import { routes } from "../router.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { post: vi.fn(), get: vi.fn() } }));
const get = vi.mocked(api.get);

function openHome() {
  render(
    <AppProvider>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: ["/"] })} />
    </AppProvider>,
  );
}

/** The header asks GET /api/instance with plain fetch (the landing route's budget: get-instance.ts). */
function answerInstance(body: object) {
  const fetched = vi.fn(async (url: string) => new Response(JSON.stringify(url === "/api/instance" ? body : {})));
  vi.stubGlobal("fetch", fetched);
  return fetched;
}

describe("the demo label", () => {
  beforeEach(() => {
    get.mockReset();
    get.mockResolvedValue({ data: {} });
    vi.unstubAllGlobals();
    // The answer is kept for the page's life; each test is a fresh visit.
    queryClient.clear();
  });

  it("shows in the header of every page while payments are demo payments", async () => {
    answerInstance({ demo_payments: true });
    openHome();
    expect((await screen.findByText("Demo — no money moves")).closest("header")).toBeTruthy();
  });

  it("is absent when the server takes real payments", async () => {
    const fetched = answerInstance({ demo_payments: false });
    openHome();
    await screen.findByRole("heading", { level: 1, name: "Courtside" });
    await vi.waitFor(() => expect(fetched).toHaveBeenCalledWith("/api/instance", expect.anything()));
    expect(screen.queryByText("Demo — no money moves")).toBeNull();
  });
});
