import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { api } from "../../../lib/api-client.ts";
import { bookingHorizon, useRules } from "./get-rules.ts";

vi.mock("../../../lib/api-client.ts", () => ({ api: { get: vi.fn() } }));
const get = vi.mocked(api.get);

let client: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const rule = {
  total_days: 21,
  hold_minutes: 15,
  cancel_hours: 24,
  max_unpaid_holds: 4,
  release_window_seconds: 0,
  offer_minutes: 15,
  waitlist_limit: 2,
  players_per_booking: 4,
  share_deadline_hours: 2,
  timezone: "Europe/Madrid",
  currency: "EUR",
};

describe("rules", () => {
  beforeEach(() => {
    get.mockReset();
    client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });

  it("reads total_days from GET /api/{api}/rules/single of the sport", async () => {
    get.mockResolvedValue({ data: rule });
    const { result } = renderHook(() => useRules("padel"), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(get).toHaveBeenCalledWith("/api/frontend_padel/rules/single");
    expect(result.current.totalDays).toBe(21);
    expect(result.current.isFallback).toBe(false);
  });

  it("falls back to a 12-day horizon when the rule call fails", async () => {
    get.mockRejectedValue(new Error("503"));
    const { result } = renderHook(() => useRules("tennis"), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(get).toHaveBeenCalledWith("/api/frontend/rules/single");
    expect(result.current.totalDays).toBe(12);
    expect(result.current.isFallback).toBe(true);
  });

  it("falls back to 12 when the answer does not match the rule schema", async () => {
    get.mockResolvedValue({ data: { total_days: "many" } });
    const { result } = renderHook(() => useRules("tennis"), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.totalDays).toBe(12);
  });

  it("bookingHorizon uses total_days when present", () => {
    expect(bookingHorizon({ total_days: 30 })).toBe(30);
    expect(bookingHorizon(undefined)).toBe(12);
  });
});
