import { type ServerOptions, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";

/**
 * How long a client may take. A request (headers and a body of at most 100 KiB) must arrive
 * whole within `requestMs`, its headers within `headersMs`; Node checks every `checkEveryMs`.
 * A socket with no traffic either way for `idleMs` closes: the live stream writes a heartbeat
 * every 25 s, so it stays open (its request ended long ago, so the request limits never
 * apply to it). An idle keep-alive connection closes after `keepAliveMs`, above the 60 s that
 * load balancers and nginx commonly keep idle upstream connections, so they close first.
 */
export type ServerTimeouts = {
  requestMs: number;
  headersMs: number;
  idleMs: number;
  keepAliveMs: number;
  checkEveryMs: number;
};

export const serverTimeouts: ServerTimeouts = {
  requestMs: 30_000,
  headersMs: 15_000,
  idleMs: 75_000,
  keepAliveMs: 65_000,
  checkEveryMs: 5_000,
};

/** The Fastify options for these limits (Node's own request timeout is off under Fastify unless set). */
export function serverTimeoutOptions(timeouts: ServerTimeouts): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
  clientErrorHandler: (error: NodeJS.ErrnoException, socket: Socket) => void;
} {
  return {
    clientErrorHandler: sendClientError,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: {
      requestTimeout: timeouts.requestMs,
      headersTimeout: timeouts.headersMs,
      connectionsCheckingInterval: timeouts.checkEveryMs,
    },
  };
}

const clientErrors: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, "The request did not arrive in time."],
  HPE_HEADER_OVERFLOW: [431, "The request headers are too large."],
};

/**
 * A request Node refused before Fastify saw it (too slow, malformed, oversized headers):
 * answered in the contract's error shape, then the connection closes.
 */
function sendClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, message] = clientErrors[error.code ?? ""] ?? [400, "The request is malformed."];
  const body = JSON.stringify({ message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
