import type { MailMessage, MailPage, MailQuery, MailSummary } from "@courtside/contract";
import { desc, eq } from "drizzle-orm";
import { mailOutbox } from "../../../db/schema.ts";
import type { AppDeps } from "../../../deps.ts";
import { notFound, worded } from "../../../http/http-error.ts";
import { countAll, pageMeta, pageWindow } from "../../../http/paging.ts";
import { hideSecretLinks } from "../../mail/secret-links.ts";
import { adminOfficeWords } from "../i18n.ts";

type Row = typeof mailOutbox.$inferSelect;

const summaryColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

function presentSummary(row: Pick<Row, keyof typeof summaryColumns>): MailSummary {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

/** The outbox, newest first; bodies stay out of the list. */
export async function mailPage(deps: AppDeps, query: MailQuery): Promise<MailPage> {
  const { db } = deps.database;
  const where = query.status ? eq(mailOutbox.status, query.status) : undefined;
  const { limit, offset } = pageWindow(query);
  const [rows, [count]] = await Promise.all([
    db.select(summaryColumns).from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(limit).offset(offset),
    db.select({ n: countAll }).from(mailOutbox).where(where),
  ]);
  return { data: rows.map(presentSummary), meta: pageMeta(query, count?.n ?? 0) };
}

/**
 * One message with its plain-text body. The HTML part is not served: the back office shows
 * text, so nothing a mail template interpolated can run in the administrator's page. Outside
 * the demo, links that are secrets (password resets, invitations, access keys) are hidden:
 * otherwise any administrator could take over a member or accept someone else's invitation.
 */
export async function mailMessage(deps: AppDeps, id: number): Promise<MailMessage> {
  const [row] = await deps.database.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound(worded(adminOfficeWords, "admin-office.noSuchMail"));
  return {
    ...presentSummary(row),
    text: deps.config.demo ? row.text : hideSecretLinks(row.text),
    attachments: (row.attachments ?? []).map((a) => ({
      filename: a.filename,
      content_type: a.contentType,
      // A binary attachment (a receipt's PDF) is stored as base64: its size is what it decodes to.
      size: a.encoding === "base64" ? Buffer.from(a.content, "base64").length : Buffer.byteLength(a.content, "utf8"),
    })),
  };
}
