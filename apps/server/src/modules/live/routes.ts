import { availabilityEventSchema, SPORTS, scheduleQuerySchema, sportSettings } from "@courtside/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { facilityToday } from "../../facility-time.ts";
import { principalOf } from "../../http/auth.ts";
import { errorResponses } from "../../http/responses.ts";
import { AvailabilityHub, type Stream } from "./availability-hub.ts";

const HEARTBEAT_MS = 25_000;

/** Server-Sent Events of the day grid, fed by PostgreSQL LISTEN/NOTIFY so every instance sees every change. */
export const liveRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  const hub = new AvailabilityHub(deps);
  const ends = new Map<Stream, () => void>();
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
            "connection open. Prices are the caller's (member with a bearer token, else guest).",
          querystring: scheduleQuerySchema,
          response: { 200: availabilityEventSchema.describe("One event's data (the body is a stream)"), ...errorResponses(422) },
        },
      },
      async (request, reply) => {
        const payer = (await principalOf(request))?.kind === "member" ? "member" : "guest";
        const date = request.query.date ?? facilityToday(deps.clock.now(), deps.config.timezone);
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
        const stream: Stream = { sport, date, payer, told: null, write: (chunk) => raw.write(chunk) };
        const heartbeat = setInterval(() => raw.write(": heartbeat\n\n"), HEARTBEAT_MS);
        let ended = false;
        const end = () => {
          if (ended) return;
          ended = true;
          clearInterval(heartbeat);
          hub.remove(stream);
          ends.delete(stream);
          raw.end();
        };
        ends.set(stream, end);
        raw.on("close", end);
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
