import { apiPaths } from "@courtside/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addressKey } from "../src/modules/live/stream-quota.ts";
import { openEventStream } from "./support/sse.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/** 10 streams per address (the default) and 12 on the server; addresses come from one trusted proxy hop. */
let t: TestContext;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "1", LIVE_STREAMS_MAX: "12" });
  url = `${await t.app.listen({ port: 0, host: "127.0.0.1" })}${apiPaths.schedulesStream("tennis")}?date=2026-11-24`;
});
afterAll(() => t.close());

type Stream = Awaited<ReturnType<typeof openEventStream>>;

async function openFrom(address: string): Promise<Stream> {
  const stream = await openEventStream(url, { "x-forwarded-for": address });
  expect(stream.response.status).toBe(200);
  await stream.next(0, 2000);
  return stream;
}

async function refusedFrom(address: string) {
  const res = await fetch(url, { headers: { accept: "text/event-stream", "x-forwarded-for": address } });
  return { status: res.status, retryAfter: res.headers.get("retry-after"), body: await res.json() };
}

/** The server learns of a closed stream when its socket closes: try for a second. */
async function openSoonFrom(address: string): Promise<Stream> {
  const deadline = Date.now() + 1000;
  for (;;) {
    const stream = await openEventStream(url, { "x-forwarded-for": address });
    if (stream.response.status === 200 || Date.now() > deadline) {
      expect(stream.response.status).toBe(200);
      return stream;
    }
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("open live streams", () => {
  it("are capped per client address and in all, with 429 and Retry-After; a closed stream frees its place", async () => {
    const open: Stream[] = [];
    try {
      for (let i = 0; i < 10; i++) open.push(await openFrom("203.0.113.1"));
      const eleventh = await refusedFrom("203.0.113.1");
      expect(eleventh.status).toBe(429);
      expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);
      expect(eleventh.body).toEqual({ message: expect.stringContaining("from your address") });

      // Another address still gets in, up to the server's 12.
      open.push(await openFrom("203.0.113.2"), await openFrom("203.0.113.2"));
      const full = await refusedFrom("203.0.113.3");
      expect(full.status).toBe(429);
      expect(full.body).toEqual({ message: expect.stringContaining("capacity") });

      open.shift()?.close();
      open.push(await openSoonFrom("203.0.113.1"));
      expect((await refusedFrom("203.0.113.1")).status).toBe(429);
    } finally {
      for (const stream of open) stream.close();
    }
  });

  it("count an IPv6 client's whole /64 as one address", () => {
    expect(addressKey("2001:db8:1:2:aaaa::1")).toBe(addressKey("2001:0db8:0001:0002:ffff:1:2:3"));
    expect(addressKey("2001:db8:1:2::1")).not.toBe(addressKey("2001:db8:1:3::1"));
    expect(addressKey("::ffff:203.0.113.1")).toBe("203.0.113.1");
    expect(addressKey("203.0.113.1")).not.toBe(addressKey("203.0.113.2"));
  });
});
