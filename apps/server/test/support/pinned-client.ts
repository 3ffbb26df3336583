import { execFileSync } from "node:child_process";
import { Agent, request } from "node:http";

export type PinnedAnswer = { status: number; data: any; localPort: number };

/**
 * An HTTP client on one kept-alive connection, so every request it sends reaches the same
 * server process (with WORKERS, node:cluster hands a connection to one worker for its life).
 */
export function pinnedClient(base: string) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  let localPort = 0;
  const send = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<PinnedAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = request(
        `${base}${path}`,
        { method, agent, headers: payload ? { ...headers, "content-type": "application/json" } : headers },
        (res) => {
          let text = "";
          localPort = res.socket.localPort ?? 0;
          res.setEncoding("utf8").on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => resolve({ status: res.statusCode ?? 0, data: text ? JSON.parse(text) : undefined, localPort }));
        },
      );
      req.on("error", reject);
      req.end(payload);
    });
  return {
    get: (path: string) => send("GET", path),
    send,
    /** The client's end of its connection: with `servingPid`, which process serves it. */
    localPort: () => localPort,
    close: () => agent.destroy(),
  };
}

export type PinnedClient = ReturnType<typeof pinnedClient>;

/** The pid of the process holding the server's end of the connection from `clientPort` (Linux `ss`). */
export function servingPid(serverPort: number, clientPort: number): number | undefined {
  const lines = execFileSync("ss", ["-tnpH", "state", "established", `( sport = :${serverPort} )`], {
    encoding: "utf8",
  }).split("\n");
  // Recv-Q, Send-Q, the server's address, the peer's address, the process.
  const line = lines.find((l) => l.trim().split(/\s+/)[3]?.endsWith(`:${clientPort}`));
  const pid = line?.match(/pid=(\d+)/)?.[1];
  return pid ? Number(pid) : undefined;
}
