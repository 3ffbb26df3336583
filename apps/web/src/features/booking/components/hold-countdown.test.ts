import { describe, expect, it } from "vitest";
import { formatCountdown, remainingSeconds } from "./hold-countdown.tsx";

describe("hold countdown", () => {
  it("counts whole seconds down to zero, never below", () => {
    const now = Date.parse("2026-05-01T10:00:00Z");
    expect(remainingSeconds("2026-05-01T10:15:00Z", now)).toBe(900);
    expect(remainingSeconds("2026-05-01T09:59:00Z", now)).toBe(0);
    expect(formatCountdown(900)).toBe("15:00");
    expect(formatCountdown(61)).toBe("1:01");
    expect(formatCountdown(0)).toBe("0:00");
  });
});
