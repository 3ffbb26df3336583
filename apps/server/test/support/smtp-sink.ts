import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; text: string };

/**
 * A real SMTP server on loopback that keeps what it receives (tests only). `port` reuses a
 * port the server was told about while nothing listened there; `delayMs` holds each message
 * that long before accepting it, like a slow mail host.
 */
export async function startSmtpSink(options: { port?: number; delayMs?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refuse = false;
  let arriving = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      arriving++;
      stream.on("end", () => {
        if (refuse) return callback(new Error("mailbox unavailable"));
        const raw = Buffer.concat(chunks).toString("utf8");
        const accept = () => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, text: decodeQuotedPrintable(raw) });
          callback();
        };
        if (options.delayMs) setTimeout(accept, options.delayMs);
        else accept();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages whose data started arriving (accepted or not yet). */
    arriving: () => arriving,
    /** While true the server answers every message with an error, as a broken mail host would. */
    setRefusing(value: boolean) {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft breaks and escapes, enough to read links out of a mail. */
export function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
