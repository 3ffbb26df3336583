import http from "node:http";
import { bookCell, type Cell, guestProof, percentile, xsrfToken } from "./load.ts";

export type StreamsResult = {
  opened: number;
  /** Streams that received the booked cell as held within the wait. */
  delivered: number;
  /** Milliseconds from sending the booking to the last / the 99th-percentile stream hearing of it. */
  maxMs: number;
  p99Ms: number;
  /**
   * Growth per open stream, in KiB, of the JS heap plus external buffers after a full garbage
   * collection (RSS moves with heap resizing and says little per stream; sockets' kernel buffers are not counted).
   */
  heapPerStreamKb: number;
  openSeconds: number;
};

type Stream = { request: http.ClientRequest; firstEvent: Promise<void>; heardAt: number | null };

const OPEN_BATCH = 100;

/**
 * Opens `count` schedule streams for the cell's date (plain HTTP, one connection each, as
 * browsers would), waits for each one's first event (the whole day), books the cell once,
 * and times how long each stream takes to hear that the cell is held.
 */
export async function liveStreams(
  base: string,
  cell: Cell,
  count: number,
  memory: () => Promise<NodeJS.MemoryUsage>,
  waitMs = 5000,
): Promise<StreamsResult> {
  const api = cell.sport === "tennis" ? "frontend" : "frontend_padel";
  const url = `${base}/api/${api}/schedules/stream?date=${cell.date}`;
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const streams: Stream[] = [];
  let bookedAt = 0;
  const before = await memory();
  const openStarted = performance.now();
  try {
    for (let i = 0; i < count; i += OPEN_BATCH) {
      const batch = Array.from({ length: Math.min(OPEN_BATCH, count - i) }, (_, j) =>
        open(url, agent, cell, () => bookedAt, browserAddress(i + j)),
      );
      streams.push(...batch);
      await Promise.all(batch.map((s) => s.firstEvent));
    }
    const openSeconds = (performance.now() - openStarted) / 1000;
    const after = await memory();

    const xsrf = await xsrfToken(base);
    bookedAt = performance.now();
    const answer = await bookCell(base, xsrf, cell, "streams", await guestProof(base));
    if (answer.status !== 201) throw new Error(`the booking for the stream test answered ${answer.status}`);
    const deadline = bookedAt + waitMs;
    while (streams.some((s) => s.heardAt === null) && performance.now() < deadline) await sleep(20);
    const heard = streams.flatMap((s) => (s.heardAt === null ? [] : [s.heardAt - bookedAt]));
    return {
      opened: streams.length,
      delivered: heard.length,
      maxMs: heard.length === streams.length ? Math.max(...heard) : Number.POSITIVE_INFINITY,
      p99Ms: percentile(heard, 99),
      heapPerStreamKb: (after.heapUsed + after.external - before.heapUsed - before.external) / 1024 / streams.length,
      openSeconds,
    };
  } finally {
    for (const s of streams) s.request.destroy();
    agent.destroy();
  }
}

/**
 * The n-th simulated browser's address (10.0.0.1, 10.0.0.2, …): the server trusts one proxy
 * hop (bench/server.ts), and the live-stream cap allows only a few streams per address.
 */
function browserAddress(n: number): string {
  const host = n + 1;
  return `10.${(host >> 16) & 255}.${(host >> 8) & 255}.${host & 255}`;
}

function open(url: string, agent: http.Agent, cell: Cell, bookedAt: () => number, address: string): Stream {
  let firstEvent = () => {};
  let refused = (_error: Error) => {};
  const stream: Stream = {
    request: http.get(url, { agent, headers: { accept: "text/event-stream", "x-forwarded-for": address } }),
    firstEvent: new Promise<void>((resolve, reject) => {
      firstEvent = resolve;
      refused = reject;
    }),
    heardAt: null,
  };
  stream.request.on("error", () => {});
  stream.request.on("response", (res) => {
    // A refused stream (429 past the caps) would otherwise leave the round waiting for good.
    if (res.statusCode !== 200) {
      refused(new Error(`a live stream answered ${res.statusCode} instead of opening`));
      res.resume();
      return;
    }
    res.setEncoding("utf8");
    let buffer = "";
    res.on("data", (chunk: string) => {
      buffer += chunk;
      for (let cut = buffer.indexOf("\n\n"); cut >= 0; cut = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (!data) continue;
        firstEvent();
        if (bookedAt() === 0 || stream.heardAt !== null) continue;
        const cells = (JSON.parse(data) as { cells: { court_id: number; timeslot_id: number; status: string }[] }).cells;
        if (cells.some((c) => c.court_id === cell.courtId && c.timeslot_id === cell.timeslotId && c.status === "held")) {
          stream.heardAt = performance.now();
        }
      }
    });
  });
  return stream;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
