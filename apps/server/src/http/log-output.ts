import type { Writable } from "node:stream";

/**
 * Where the server's log lines go. In a terminal, a person reads them: one coloured line per
 * entry (pino-pretty). Anywhere else (a file, journald, a container's log driver) something
 * parses them: JSON, pino's own, straight to stdout (undefined). Both are written after the
 * serializers and redaction of logging.ts, so what one leaves out the other does too.
 */
export async function logDestination(stdout: Pick<NodeJS.WriteStream, "isTTY"> & Writable = process.stdout) {
  return stdout.isTTY ? prettyLog(stdout, { colors: true }) : undefined;
}

/** Human-readable log lines into `destination`; loaded on demand, so a server logging JSON never loads it. */
export async function prettyLog(destination: Writable, options: { colors: boolean }): Promise<Writable> {
  const { default: pretty } = await import("pino-pretty");
  return pretty({
    destination,
    colorize: options.colors,
    // Time of day only, on this machine's clock: a terminal session rarely spans days, and the JSON logs keep full timestamps.
    translateTime: "SYS:HH:MM:ss",
    ignore: "pid,hostname",
    sync: true,
  });
}
