import { customType, text, timestamp } from "drizzle-orm/pg-core";

/** A PostgreSQL range of instants; bookings and closures overlap-check on it. */
export const tstzrange = customType<{ data: string }>({ dataType: () => "tstzrange" });

export const sport = (name = "sport") => text(name, { enum: ["tennis", "padel"] }).notNull();
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const instant = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data (images): a Buffer in and out on both drivers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
