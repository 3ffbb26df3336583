import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from "axios";
import { describe, expect, it } from "vitest";
import { closureHitsOf } from "./closure-hits.ts";

function refusal(status: number, data: unknown) {
  const config = { headers: {} } as InternalAxiosRequestConfig;
  return new AxiosError("failed", "ERR_BAD_REQUEST", config, null, {
    status,
    data,
    headers: {},
    statusText: "",
    config,
  } as AxiosResponse);
}

describe("closureHitsOf", () => {
  it("pairs each booking in the way with its order, line for line", () => {
    const hits = closureHitsOf(
      refusal(409, {
        message: "This closure would hit 2 bookings.",
        errors: {
          bookings: [
            "T-1 · Court 1 · Tue 24 Nov 2026, 18:00–19:00 · paid",
            "T-2 · Court 2 · Tue 24 Nov 2026, 18:00–19:00 · paid",
          ],
        },
        code: "closure_hits_bookings",
        params: { order_ids: ["order-1", "order-2"] },
      }),
    );
    expect(hits).toEqual({
      message: "This closure would hit 2 bookings.",
      bookings: [
        { line: "T-1 · Court 1 · Tue 24 Nov 2026, 18:00–19:00 · paid", orderId: "order-1" },
        { line: "T-2 · Court 2 · Tue 24 Nov 2026, 18:00–19:00 · paid", orderId: "order-2" },
      ],
    });
  });

  it("names the orders whose refunds failed, each with a link", () => {
    const hits = closureHitsOf(
      refusal(409, {
        message: "The closure was not added and nothing was refunded or cancelled: T-9: …",
        errors: { bookings: ["T-9: not refundable here"] },
        code: "closure_refund_failed",
        params: { order_ids: ["order-9"] },
      }),
    );
    expect(hits?.bookings).toEqual([{ line: "T-9: not refundable here", orderId: "order-9" }]);
  });

  it("keeps the lines when a server sends no orders, and ignores other refusals", () => {
    const hits = closureHitsOf(refusal(409, { message: "No.", errors: { bookings: ["T-1 · Court 1"] } }));
    expect(hits?.bookings).toEqual([{ line: "T-1 · Court 1", orderId: null }]);
    expect(closureHitsOf(refusal(422, { message: "Bad." }))).toBeNull();
    expect(closureHitsOf(new Error("offline"))).toBeNull();
  });
});
