import { bigserial, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { administrators } from "./accounts.ts";
import { createdAt, instant } from "./columns.ts";

/** The mail outbox, the audit log and server-wide settings. */

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    attachments: jsonb("attachments").$type<{ filename: string; content: string; contentType: string; encoding?: "base64" }[]>(),
    status: text("status", { enum: ["pending", "sent", "stored", "failed"] }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    nextAttemptAt: instant("next_attempt_at").notNull().defaultNow(),
    sentAt: instant("sent_at"),
    createdAt: createdAt(),
  },
  (t) => [index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt)],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorAdminId: uuid("actor_admin_id").references(() => administrators.id),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id").notNull(),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

/** Server-wide values generated once and shared by every instance (e.g. the signing secret). */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
