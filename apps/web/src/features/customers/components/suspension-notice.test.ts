import { describe, expect, it } from "vitest";
import { ruleInWords } from "./suspension-notice.tsx";

describe("ruleInWords", () => {
  it("says the no-show rule in words, singular and plural", () => {
    expect(ruleInWords({ limit: 1, window_days: 30, suspension_days: 14 })).toBe(
      "1 no-show within 30 days suspends online booking for 14 days after the latest.",
    );
    expect(ruleInWords({ limit: 3, window_days: 1, suspension_days: 1 })).toBe(
      "3 no-shows within 1 day suspend online booking for 1 day after the latest.",
    );
  });
});
