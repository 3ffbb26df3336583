import { SPORTS, scheduleQuerySchema, sportSettings } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { facilityToday } from "../../facility-time.ts";
import { principalOf } from "../../http/auth.ts";
import { bearerAuth, errorResponses } from "../../http/responses.ts";
import { pricesFor } from "../booking-policy/prices.ts";
import { shownTier } from "../booking-policy/shown-tier.ts";
import { AvailabilityHub, type Stream } from "./availability-hub.ts";
import { StreamQuota } from "./stream-quota.ts";

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events of the day grid, fed by PostgreSQL LISTEN/NOTIFY so every instance sees every change. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const hub = new AvailabilityHub(deps);
  const ends = new Map<Stream, () => void>();
  const quota = new StreamQuota(deps.config.liveStreams);
  // Open streams would keep the server from closing: end them first.
  app.addHook("preClose", async () => hub.close((stream) => ends.get(stream)?.()));

  for (const sport of SPORTS) {
    app.get(
      `/api/${sportSettings[sport].api}/schedules/stream`,
      {
        schema: {
          tags: ["Schedules"],
          summary: `Live ${sport} availability for a date (Server-Sent Events)`,
          description:
            "text/event-stream. Each `availability` event carries AvailabilityEvent JSON: the first one every cell of the " +
            "day, later ones only the cells whose status or price changed. A comment line every 25 s keeps the " +
            "connection open. Prices are the caller's (member with a bearer token, else guest). At most 10 open streams per " +
            "client address (LIVE_STREAMS_PER_ADDRESS) and 2,000 per server (LIVE_STREAMS_MAX): beyond, 429 with Retry-After.",
          security: [...bearerAuth, {}],
          querystring: scheduleQuerySchema,
          response: {
            200: {
              description: "A stream of Server-Sent Events; each `availability` event's data is AvailabilityEvent JSON",
              content: { "text/event-stream": { schema: z.string() } },
            },
            ...errorResponses(422, 429),
          },
        },
      },
      async (request, reply) => {
        const principal = await principalOf(request);
        const prices = pricesFor(await shownTier(deps, sport, principal?.kind === "member" ? principal.member.id : null));
        const date = request.query.date ?? facilityToday(deps.clock.now(), deps.config.timezone);
        // 429 (thrown before the reply is hijacked, so it leaves in the error shape) past the caps.
        const release = quota.take(request.ip);
        reply.hijack();
        const raw = reply.raw;
        const headers = Object.fromEntries(
          Object.entries(reply.getHeaders()).filter(([name]) => !["content-length", "set-cookie"].includes(name)),
        );
        raw.writeHead(200, {
          ...headers,
          "content-type": "text/event-stream; charset=utf-8",
          "cache-control": "no-cache, no-transform",
          connection: "keep-alive",
          "x-accel-buffering": "no",
        });
        raw.write("retry: 3000\n\n");
        const stream: Stream = { sport, date, prices, told: null, write: (chunk) => raw.write(chunk) };
        const heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), HEARTBEAT_MS);
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          release();
          hub.remove(stream);
          ends.delete(stream);
          raw.end();
        };
        ends.set(stream, end);
        raw.on("close", end);
        // A client gone while the caller was being identified closed before anyone listened: free its place now.
        if (!raw.socket || raw.socket.destroyed) end();
        try {
          await hub.open(stream);
          if (ended) hub.remove(stream);
        } catch (err) {
          request.log.error({ err }, "availability stream failed to start");
          end();
        }
      },
    );
  }
};
