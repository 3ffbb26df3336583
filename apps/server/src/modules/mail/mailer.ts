import { and, eq, lte, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import nodemailer, { type Transporter } from "nodemailer";
import type { Clock } from "../../clock.ts";
import type { Db } from "../../db/client.ts";
import { mailOutbox } from "../../db/schema.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** `encoding: "base64"` for binary content (a PDF); text (an .ics) is stored as is. */
  attachments?: { filename: string; content: string; contentType: string; encoding?: "base64" }[];
};

export type Mailer = {
  /** Stores the message in the outbox and tries to deliver it; never throws for delivery. */
  send(message: MailMessage): Promise<void>;
  /** Retries messages whose delivery failed earlier; returns how many were sent. */
  deliverDue(): Promise<number>;
  mode: "smtp" | "outbox";
};

const MAX_ATTEMPTS = 8;
/** How long a delivery attempt owns its row: the retry sweep (of any instance) leaves it alone meanwhile. */
const CLAIM_MS = 5 * 60 * 1000;

/**
 * Every message goes through the outbox table first. With SMTP_URL it is then sent
 * (and retried with back-off when the server is down); without, it stays stored and is
 * logged, so a demo or a small club can read it in the back office.
 */
export function createMailer(opts: { db: Db; clock: Clock; log: FastifyBaseLogger; smtpUrl?: string; from: string }): Mailer {
  const { db, clock, log } = opts;
  // nodemailer waits up to 2 min to connect and 10 min on a silent socket by default: longer than
  // CLAIM_MS, after which a sweep would send the message again. Parameters in SMTP_URL still win.
  const transport: Transporter | null = opts.smtpUrl
    ? nodemailer.createTransport({ url: opts.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 })
    : null;

  async function deliver(row: typeof mailOutbox.$inferSelect): Promise<boolean> {
    if (!transport) return false;
    try {
      await transport.sendMail({
        from: opts.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments: row.attachments ?? undefined,
      });
      await db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: clock.now(), attempts: row.attempts + 1 })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const attempts = row.attempts + 1;
      const backoffMs = Math.min(2 ** attempts * 1000, 15 * 60 * 1000);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: String((err as Error).message).slice(0, 500),
          status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
          nextAttemptAt: new Date(clock.now().getTime() + backoffMs),
        })
        .where(eq(mailOutbox.id, row.id));
      // The recipient stays in the outbox row: an address is personal data and never logged.
      log.warn({ mailId: row.id, attempts }, "mail delivery failed; will retry");
      return false;
    }
  }

  return {
    mode: transport ? "smtp" : "outbox",
    async send(message) {
      // Stored as claimed by this first attempt: otherwise a sweep running while it still talks
      // to a slow mail host would find the row due and send the message a second time.
      const now = clock.now();
      const [row] = await db
        .insert(mailOutbox)
        .values({
          ...message,
          status: transport ? "pending" : "stored",
          createdAt: now,
          nextAttemptAt: new Date(now.getTime() + CLAIM_MS),
        })
        .returning();
      if (!row) return;
      if (!transport) {
        log.info({ mailId: row.id, subject: row.subject }, "mail stored in outbox (no SMTP_URL)");
        return;
      }
      await deliver(row);
    },
    async deliverDue() {
      if (!transport) return 0;
      // Claim due rows by pushing their next attempt forward, so two instances never send one twice.
      const claimed = await db
        .update(mailOutbox)
        .set({ nextAttemptAt: new Date(clock.now().getTime() + CLAIM_MS) })
        .where(
          and(
            eq(mailOutbox.status, "pending"),
            lte(mailOutbox.nextAttemptAt, clock.now()),
            sql`${mailOutbox.id} in (select id from mail_outbox where status = 'pending' and next_attempt_at <= ${clock.now().toISOString()}::timestamptz order by id limit 20 for update skip locked)`,
          ),
        )
        .returning();
      let sent = 0;
      for (const row of claimed) if (await deliver(row)) sent++;
      return sent;
    },
  };
}
