import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { QueryState } from "./query-state.tsx";

// Not an HTTP answer: parseApiError shows the error's own message.
const failed = new Error("The database is not reachable.");

describe("a section whose query failed", () => {
  it("says what could not load and why, and offers Try again when it can retry", () => {
    const retry = vi.fn();
    render(
      <MantineProvider>
        <QueryState what="your tennis bookings" pending={false} error={failed} onRetry={retry} />
      </MantineProvider>,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toContain("Could not load your tennis bookings");
    expect(alert.textContent).toContain("The database is not reachable.");
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("offers no button when the caller cannot retry", () => {
    render(
      <MantineProvider>
        <QueryState what="the audit log" pending={false} error={failed} />
      </MantineProvider>,
    );
    expect(screen.getByRole("alert").textContent).toContain("The database is not reachable.");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
