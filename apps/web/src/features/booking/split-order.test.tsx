import { MantineProvider } from "@mantine/core";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { testOrder } from "../../test/booking-harness.tsx";
import { OrderPanel } from "./components/order-panel.tsx";

vi.mock("../../lib/api-client.ts", () => ({ api: { get: vi.fn(async () => ({ data: {} })), post: vi.fn() } }));

describe("a held booking split between its players", () => {
  it("has its owner's checkout show and pay only their share", () => {
    const order = testOrder({ order_id: "0b9c1a52-5d2c-4a8e-9d59-1c9d6f1f0a11", inv: "T-26-0042", status: "pending" });
    render(
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <OrderPanel sport="tennis" order={{ ...order, total: 2500, shared_out: 1666 }} loading={false} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    expect(screen.getByRole("button", { name: "Pay your share: €8.34" })).toBeTruthy();
    expect(screen.getByRole("rowheader", { name: "Players' shares" })).toBeTruthy();
    expect(screen.getByTestId("order-your-share").textContent).toBe("€8.34");
    expect(screen.getByTestId("order-total").textContent).toBe("€25.00");
  });
});
