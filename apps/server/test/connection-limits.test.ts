import net from "node:net";
import { apiPaths } from "@courtside/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/app.ts";
import { loadConfig } from "../src/config.ts";
import type { Database } from "../src/db/client.ts";
import { TestClock } from "./support/clock.ts";
import { createClosure, createCourt, createTimeslot } from "./support/factories.ts";
import { openEventStream } from "./support/sse.ts";
import { createTestDatabase } from "./support/test-db.ts";

/** The real app with the request limits shortened from 30 s / 15 s to a second, checked every 100 ms. */
let app: FastifyInstance;
let database: Database;
let port: number;
beforeAll(async () => {
  const config = loadConfig({ NODE_ENV: "test", APP_URL: "http://courtside.test", LOG_LEVEL: "silent" });
  database = await createTestDatabase();
  app = await buildApp({
    config,
    database,
    clock: new TestClock(new Date("2026-11-22T10:00:00Z")),
    logger: false,
    timeouts: { requestMs: 1000, headersMs: 1000, checkEveryMs: 100 },
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  port = (app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

/** Sends `head`, then one byte of body every 200 ms, and answers what came back and when the socket closed. */
function trickle(head: string): Promise<{ answer: string; closedAfterMs: number }> {
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = net.connect(port, "127.0.0.1");
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => {
      answer += chunk;
    });
    socket.on("error", () => {});
    socket.write(head);
    const drip = setInterval(() => socket.writable && socket.write("x"), 200);
    const giveUp = setTimeout(() => socket.destroy(), 6000);
    socket.on("close", () => {
      clearInterval(drip);
      clearTimeout(giveUp);
      resolve({ answer, closedAfterMs: Date.now() - started });
    });
  });
}

describe("a slow client", () => {
  it("has its connection closed (408) when its body does not arrive in time, even while bytes still trickle in", async () => {
    // A real sign-in, anti-forgery token and all, whose body never finishes.
    const csrf = await fetch(`http://127.0.0.1:${port}/api/csrf-cookie`);
    const xsrf = /XSRF-TOKEN=([^;]+)/.exec(csrf.headers.get("set-cookie") ?? "")?.[1];
    const head = [
      `POST ${apiPaths.memberLogin} HTTP/1.1`,
      "Host: courtside.test",
      `Cookie: XSRF-TOKEN=${xsrf}`,
      `X-XSRF-TOKEN: ${xsrf}`,
      "Content-Type: application/json",
      "Content-Length: 10000",
      "",
      '{"email": "',
    ].join("\r\n");
    const { answer, closedAfterMs } = await trickle(head);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toEqual({ message: "The request did not arrive in time." });
    expect(closedAfterMs).toBeLessThan(3000);
  });

  it("has its connection closed when its headers never end", async () => {
    const { answer, closedAfterMs } = await trickle("GET /healthz HTTP/1.1\r\nHost: courtside.test\r\nX-Slow: ");
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeLessThan(3000);
  });
});

describe("the live stream", () => {
  it("outlives the request limits: its request ended when it opened", async () => {
    const court = await createCourt(app, "tennis");
    await createTimeslot(app, "tennis", { startTime: "18:00", endTime: "19:00" });
    const stream = await openEventStream(`http://127.0.0.1:${port}${apiPaths.schedulesStream("tennis")}?date=2026-11-24`);
    try {
      await stream.next(0, 2000);
      await new Promise((resolve) => setTimeout(resolve, 1800));
      await createClosure(app, "tennis", court.id, new Date("2026-11-24T16:00:00Z"), new Date("2026-11-24T19:00:00Z"));
      const closed = await stream.next(1, 2000);
      expect(closed.data.cells).toEqual([expect.objectContaining({ court_id: court.id, status: "closed" })]);
    } finally {
      stream.close();
    }
  });
});
