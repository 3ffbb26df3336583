import { createServer, type Server, Socket } from "node:net";

type Mode = "open" | "hang";

/**
 * A TCP proxy the test can cut and restore, to take a database away from a running server
 * without touching the database itself.
 * - cut(): every open connection is destroyed (the server sees ECONNRESET / "Connection
 *   terminated unexpectedly") and the listening socket closes, so connecting is refused.
 * - hang(): open connections are destroyed, new ones are accepted and then never answered,
 *   like a database host that froze: only a client-side timeout ends such a connect.
 * - restore(): forwards again on the same port. Connections accepted while hanging stay
 *   hung, as they would after a real freeze, so whoever waits on them must give up by itself.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const forwarded = new Set<Socket>();
  const hung = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;
  let mode: Mode = "open";

  const accept = (client: Socket) => {
    if (mode === "hang") {
      hung.add(client);
      client.on("error", () => client.destroy()).on("close", () => hung.delete(client));
      return;
    }
    const upstream = new Socket();
    forwarded.add(client);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      forwarded.delete(client);
    };
    client.on("error", drop).on("close", drop);
    upstream.on("error", drop).on("close", drop);
    upstream.connect(target.port, target.host, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      if (server) return resolve();
      const s = createServer(accept);
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        const address = s.address();
        port = typeof address === "object" && address ? address.port : port;
        server = s;
        resolve();
      });
    });

  const dropForwarded = () => {
    for (const socket of forwarded) socket.destroy();
    forwarded.clear();
  };

  await listen();
  return {
    get port() {
      return port;
    },
    /** Connections being forwarded right now. */
    connections: () => forwarded.size,
    async cut() {
      mode = "open";
      const s = server;
      server = null;
      dropForwarded();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async hang() {
      await listen();
      mode = "hang";
      dropForwarded();
    },
    async restore() {
      mode = "open";
      await listen();
    },
    async close() {
      mode = "open";
      const s = server;
      server = null;
      dropForwarded();
      for (const socket of hung) socket.destroy();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
  };
}
