import { afterEach, describe, expect, it, vi } from "vitest";
import type { AppDeps } from "../src/deps.ts";

// The watcher's scheduling alone: offerFreedCourts and the dates in line are stand-ins.
const passes: { claim: () => void; finish: () => void }[] = [];
vi.mock("../src/modules/waitlist/offers.ts", () => ({
  offerFreedCourts: (_deps: unknown, _sport: string, _date: string, claimed: () => void) =>
    new Promise<number>((resolve) => {
      passes.push({ claim: claimed, finish: () => resolve(0) });
    }),
}));
vi.mock("../src/modules/waitlist/due.ts", async (original) => ({
  ...(await original<typeof import("../src/modules/waitlist/due.ts")>()),
  datesInLine: async () => [{ sport: "tennis", date: "2026-12-01" }],
}));
const { WaitlistWatcher } = await import("../src/modules/waitlist/watcher.ts");

const turn = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A watcher on a pretend database; `notify()` is a court freed on the date. */
async function watching() {
  let listener: (payload: string) => void = () => {};
  const database = {
    serverDb: {},
    listen: async (_channel: string, heard: (payload: string) => void) => {
      listener = heard;
      return async () => {};
    },
  };
  const background = { holdWhile: vi.fn() };
  const deps = { database, background, config: { timezone: "Europe/Madrid" }, log: { warn: vi.fn() } } as unknown as AppDeps;
  const watcher = new WaitlistWatcher(deps);
  await watcher.start();
  return {
    watcher,
    background,
    notify: async () => {
      listener(JSON.stringify({ sport: "tennis", date: "2026-12-01" }));
      await turn();
    },
  };
}

afterEach(() => {
  passes.length = 0;
});

describe("the waitlist watcher's passes for a date", () => {
  it("one claims at a time: notices meanwhile ask for one more pass, started when the claims are written", async () => {
    const { notify, background } = await watching();
    await notify();
    expect(passes).toHaveLength(1);
    await notify();
    await notify();
    expect(passes).toHaveLength(1);
    passes[0]?.claim();
    await turn();
    expect(passes).toHaveLength(2);
    // Queued mails wait for each pass (background-tasks.test.ts).
    expect(background.holdWhile).toHaveBeenCalledTimes(2);
  });

  it("a pass placing its holds does not hold up the next one's claims", async () => {
    const { notify } = await watching();
    await notify();
    passes[0]?.claim();
    await notify();
    expect(passes).toHaveLength(2);
  });

  it("a pass ending after the next began claiming does not end that one's turn", async () => {
    const { notify, watcher } = await watching();
    await notify();
    passes[0]?.claim();
    await notify();
    expect(passes).toHaveLength(2);
    passes[0]?.finish();
    await turn();
    // The second pass is still claiming: a notice asks for one more, it does not start one now.
    await notify();
    expect(passes).toHaveLength(2);
    passes[1]?.claim();
    await turn();
    expect(passes).toHaveLength(3);
    passes[1]?.finish();
    passes[2]?.claim();
    passes[2]?.finish();
    await watcher.stop();
  });
});
