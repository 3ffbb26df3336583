import { renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { useDateParam } from "./use-date-param.ts";

const horizon = { ready: true, today: "2026-11-24", totalDays: 12 };
const at =
  (address: string) =>
  ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;

describe("a booking page's ?date=", () => {
  it("decides nothing while the page's start date loads, so today cannot win a race with tomorrow", () => {
    const { result, rerender } = renderHook(({ start }) => useDateParam(horizon, start), {
      wrapper: at("/court-schedules-tennis?date=2026-12-24"),
      initialProps: { start: null as string | null },
    });
    expect(result.current.date).toBeNull();
    expect(result.current.notice).toBeNull();
    rerender({ start: "2026-11-25" });
    expect(result.current.date).toBe("2026-11-25");
    expect(result.current.notice).toMatchObject({ asked: "2026-12-24", problem: "beyond-horizon", shown: "2026-11-25" });
  });

  it("opens a bookable date asked for once the start date is known", () => {
    const { result } = renderHook(() => useDateParam(horizon, "2026-11-24"), { wrapper: at("/tennis?date=2026-11-28") });
    expect(result.current.date).toBe("2026-11-28");
    expect(result.current.asked).toBe("2026-11-28");
    expect(result.current.notice).toBeNull();
  });
});
