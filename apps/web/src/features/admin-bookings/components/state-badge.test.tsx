import { MantineProvider } from "@mantine/core";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courtState, orderState, type ShownState, StateBadge } from "./state-badge.tsx";

describe("the back office's state badge", () => {
  it("says an order's real state; money owed back outranks the status", () => {
    expect(orderState("pending", false)).toBe("held");
    expect(orderState("paid", false)).toBe("paid");
    expect(orderState("expired", false)).toBe("expired");
    expect(orderState("cancelled", false)).toBe("cancelled");
    expect(orderState("refunded", false)).toBe("refunded");
    expect(orderState("expired", true)).toBe("refund_due");
  });

  it("calls a paid order's court booked, never held; a freed court released", () => {
    expect(courtState("paid", true)).toBe("booked");
    expect(courtState("pending", true)).toBe("held");
    expect(courtState("cancelled", false)).toBe("released");
    expect(courtState("paid", false)).toBe("released");
  });

  it("shows each state in words, in full", () => {
    const words: Record<ShownState, string> = {
      paid: "Paid",
      booked: "Booked",
      held: "Held, not paid",
      expired: "Expired",
      cancelled: "Cancelled",
      refunded: "Refunded",
      refund_due: "Refund due",
      released: "Released",
    };
    for (const [state, label] of Object.entries(words)) {
      render(
        <MantineProvider>
          <StateBadge state={state as ShownState} />
        </MantineProvider>,
      );
      const badge = screen.getByText(label).closest("[data-state]") as HTMLElement;
      expect(badge.dataset.state).toBe(state);
      // Mantine clips a badge's text with an ellipsis unless told otherwise.
      expect(badge.style.overflow).toBe("visible");
    }
  });
});
