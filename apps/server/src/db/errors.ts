/** PostgreSQL SQLSTATE of a failed query; drizzle may wrap the driver's error in `cause`. */
export function sqlState(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

export const isUniqueViolation = (err: unknown) => sqlState(err) === "23505";
/**
 * The booking trigger of migration 0003 refuses a booking inside a closure as an exclusion
 * violation under this name (a closure closed the court while the order was being written).
 */
export const BOOKING_CLOSED_CONSTRAINT = "bookings_court_closed";

export const isExclusionViolation = (err: unknown) => sqlState(err) === "23P01";

/** The constraint a violation names (drivers report it as `constraint`), to tell two unique keys apart. */
export function violatedConstraint(err: unknown): string | undefined {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const name = (e as { constraint?: unknown }).constraint;
    if (typeof name === "string") return name;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Socket-level failures: the database host refused, dropped or never answered the connection. */
const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
/** node-postgres reports a lost or timed-out connection with these messages and no code. */
const CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "not queryable",
  "Query read timeout",
  "Connection ended",
];

/**
 * True when a query failed because the database could not be reached (not because of what was
 * asked): connection refused, reset or timed out, or PostgreSQL refusing connections (SQLSTATE
 * class 08, shutting down 57P01–57P03, too many connections 53300). Callers answer 503.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (CONNECTION_CODES.has(code) || /^08|^57P0[123]$|^53300$/.test(code)) return true;
    }
    if (typeof message === "string" && CONNECTION_MESSAGES.some((m) => message.includes(m))) return true;
    // Connecting to a name with several addresses fails with an AggregateError of each attempt.
    const { errors, cause } = e as { errors?: unknown; cause?: unknown };
    e = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}
