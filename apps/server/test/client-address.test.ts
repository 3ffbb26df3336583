import { apiPaths } from "@courtside/contract";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../src/config.ts";
import { createTestApp, type TestContext } from "./support/test-app.ts";

/**
 * The client's address (per-address limits, logs) comes from X-Forwarded-For only as far as
 * trusted proxies wrote it: the left-most entries are whatever the client sent.
 */
describe("TRUST_PROXY", () => {
  it("takes false, a hop count or proxy addresses, and refuses true with a message saying what to set", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16,loopback,fd00::/8" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
      "loopback",
      "fd00::/8",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: must be a hop count \(e\.g\. 1\)/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.1,proxy.example" })).toThrow(/TRUST_PROXY: .*proxy\.example/);
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(ConfigError);
  });
});

describe("the client address behind a proxy", () => {
  let t: TestContext;
  afterEach(() => t.close());

  /** The forgot-password limit allows 10 requests per address an hour; the 11th tells whether they shared one. */
  async function forgotCodes(requests: { remoteAddress: string; forwardedFor: string }[]) {
    const codes: number[] = [];
    for (const [i, r] of requests.entries()) {
      const res = await t
        .client()
        .post(
          apiPaths.forgotPassword,
          { email: `x${i}@example.test` },
          { remoteAddress: r.remoteAddress, headers: { "x-forwarded-for": r.forwardedFor } },
        );
      codes.push(res.statusCode);
    }
    return codes;
  }

  const forged = (i: number) => `6.6.${i}.6`;

  it("with one hop is the address the proxy saw, whatever the client wrote before it", async () => {
    t = await createTestApp({ TRUST_PROXY: "1" });
    const viaProxy = (i: number) => ({ remoteAddress: "10.0.0.2", forwardedFor: `${forged(i)}, 1.2.3.4` });
    const codes = await forgotCodes(Array.from({ length: 11 }, (_, i) => viaProxy(i)));
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(codes[10]).toBe(429);
    // Another client behind the same proxy has limits of its own.
    expect(await forgotCodes([{ remoteAddress: "10.0.0.2", forwardedFor: `${forged(99)}, 1.2.3.5` }])).toEqual([202]);
  });

  it("with proxy addresses ignores X-Forwarded-For from anyone else", async () => {
    t = await createTestApp({ TRUST_PROXY: "10.0.0.0/8" });
    const direct = (i: number) => ({ remoteAddress: "8.8.8.8", forwardedFor: forged(i) });
    const codes = await forgotCodes(Array.from({ length: 11 }, (_, i) => direct(i)));
    expect(codes[10]).toBe(429);
    const viaProxy = (i: number) => ({ remoteAddress: "10.0.0.2", forwardedFor: `${forged(i)}, 1.2.3.4` });
    const proxied = await forgotCodes(Array.from({ length: 11 }, (_, i) => viaProxy(i)));
    expect(proxied.slice(0, 10)).toEqual(Array(10).fill(202));
    expect(proxied[10]).toBe(429);
  });
});
