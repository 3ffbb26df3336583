import type { FastifyBaseLogger } from "fastify";
import { describe, expect, it, vi } from "vitest";
import { BackgroundTasks, MAX_HELD_MS } from "../src/background.ts";

const silent = { error: vi.fn() } as unknown as FastifyBaseLogger;

/** A task that runs until `finish()` is called, recording when it started. */
function gate(started: string[], name: string) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    task: () => {
      started.push(name);
      return done;
    },
    finish: () => finish(),
  };
}

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("background tasks", () => {
  it("runs at most the limit at once, the rest in the order they came, and drain waits for all", async () => {
    const tasks = new BackgroundTasks(silent, 2);
    const started: string[] = [];
    const gates = ["a", "b", "c", "d"].map((name) => gate(started, name));
    for (const [i, g] of gates.entries()) tasks.run(`task ${i}`, g.task);
    await turn();
    expect(started).toEqual(["a", "b"]);
    gates[1]?.finish();
    await turn();
    expect(started).toEqual(["a", "b", "c"]);
    let drained = false;
    const draining = tasks.drain().then(() => {
      drained = true;
    });
    gates[0]?.finish();
    gates[2]?.finish();
    await turn();
    expect(started).toEqual(["a", "b", "c", "d"]);
    expect(drained).toBe(false);
    gates[3]?.finish();
    await draining;
    expect(drained).toBe(true);
  });

  it("a failing task is logged and frees its place", async () => {
    const log = { error: vi.fn() } as unknown as FastifyBaseLogger;
    const tasks = new BackgroundTasks(log, 1);
    const ran: string[] = [];
    tasks.run("fails", async () => {
      throw new Error("mail server said no");
    });
    tasks.run("next", async () => {
      ran.push("next");
    });
    await tasks.drain();
    expect(ran).toEqual(["next"]);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: "fails" }), "background task failed");
  });

  it("a call to an outside service starts at once, whatever is queued", async () => {
    const tasks = new BackgroundTasks(silent, 1);
    const started: string[] = [];
    const slow = gate(started, "slow mail");
    tasks.run("slow mail", slow.task);
    tasks.run("queued mail", async () => {
      started.push("queued mail");
    });
    tasks.urgent("close checkout", async () => {
      started.push("close checkout");
    });
    await turn();
    expect(started).toEqual(["slow mail", "close checkout"]);
    slow.finish();
    await tasks.drain();
    expect(started).toEqual(["slow mail", "close checkout", "queued mail"]);
  });

  it("queued tasks wait while held-for work runs (running ones go on; urgent ones start), then run in order", async () => {
    const tasks = new BackgroundTasks(silent, 2);
    const started: string[] = [];
    const running = gate(started, "running mail");
    tasks.run("running mail", running.task);
    await turn();
    const offers = gate([], "offers");
    tasks.holdWhile(offers.task());
    for (const name of ["mail 1", "mail 2"]) tasks.run(name, async () => void started.push(name));
    tasks.urgent("refund", async () => void started.push("refund"));
    await turn();
    expect(started).toEqual(["running mail", "refund"]);
    offers.finish();
    await turn();
    await turn();
    expect(started).toEqual(["running mail", "refund", "mail 1", "mail 2"]);
    running.finish();
    await tasks.drain();
  });

  it("a task held longer than MAX_HELD_MS runs anyway", async () => {
    vi.useFakeTimers();
    try {
      const tasks = new BackgroundTasks(silent, 2);
      const started: string[] = [];
      tasks.holdWhile(new Promise(() => {}));
      tasks.run("mail", async () => void started.push("mail"));
      await vi.advanceTimersByTimeAsync(MAX_HELD_MS - 10);
      expect(started).toEqual([]);
      await vi.advanceTimersByTimeAsync(20);
      expect(started).toEqual(["mail"]);
    } finally {
      vi.useRealTimers();
    }
  });
});
