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
