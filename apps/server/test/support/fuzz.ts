import { errorBodySchema } from "@courtside/contract";
import { sql } from "drizzle-orm";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";

/** Tables a rejected request must never write to (rate_limits may count attempts, so it is not here). */
const TABLES = [
  "booking_series",
  "members",
  "orders",
  "bookings",
  "order_lines",
  "payments",
  "credit_entries",
  "mail_outbox",
  "auth_tokens",
  "account_tokens",
  "administrators",
  "audit_log",
  "rules",
  "courts",
  "timeslots",
  "addons",
  "addon_modules",
  "closures",
  "staff_refunds",
] as const;

/** Row count of every guarded table, in one round trip. */
export async function rowCounts(app: FastifyInstance): Promise<Record<string, number>> {
  await app.deps.background.drain();
  const select = TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(", ");
  const result = (await app.deps.database.db.execute(sql.raw(`select ${select}`))) as { rows: Record<string, number>[] };
  return { ...result.rows[0] };
}

/** True when the body is the contract's error shape and nothing else. */
export function isErrorShape(data: unknown): boolean {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return false;
  if (Object.keys(data).some((k) => !["message", "errors", "code", "params"].includes(k))) return false;
  return errorBodySchema.safeParse(data).success;
}

export type Operation = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  params: { name: string; in: string; schema?: Schema }[];
  body?: Schema;
  secured: boolean;
};
export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
};

/** Every operation of the OpenAPI document, with its parameters and JSON body schema. */
export function operationsOf(doc: { paths: Record<string, Record<string, any>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      ops.push({
        method: method.toUpperCase() as Operation["method"],
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content?.["application/json"]?.schema,
        // `security: []` declares a public operation; secured means some requirement is named.
        secured: Array.isArray(op.security) && op.security.length > 0,
      });
    }
  }
  return ops;
}

/** A JSON text nested `depth` levels deep (arrays or objects). */
export const deep = (depth: number, kind: "array" | "object") =>
  kind === "array" ? `${"[".repeat(depth)}1${"]".repeat(depth)}` : `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** Dates that once crashed or hung the server: past year 9999, year 0, impossible days, just out of range. */
export const ATTACK_DATES = ["9999-12-31", "9999-12-30", "0000-01-01", "2026-02-30", "1999-12-31", "2101-01-01"];
/** Texts a one-line field must refuse cleanly: lone surrogates, a forged mail header, NUL, C1 and Unicode line breaks. */
export const ATTACK_TEXTS = ["\ud800", "a\udfffb", "Gina\r\nBcc: x@example.test", "\u0000", "a\u0085b", "a\u2028b"];

/** Any string, lone surrogates included (JSON.stringify escapes them). */
const anyString = fc.oneof(
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("\ud800", "a\udfffb", "\u0000", "\u202e", "𝕏🎾", "' OR 1=1 --", "<script>", "%00", "../../etc/passwd"),
  fc.constantFrom(...ATTACK_DATES, ...ATTACK_TEXTS),
  fc.nat({ max: 60_000 }).map((n) => "x".repeat(n)),
);

/** A value of a wrong (or occasionally right) type: scalars, huge strings, nesting, unicode. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  anyString,
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, false, 0, -1, 2 ** 53, 1e308, -0, "", [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(500, 2000).map((d) => ({ __raw: deep(d, d === 500 ? "array" : "object") })),
);

/** A roughly type-correct value for a schema, so that validation gets past the first field. */
function plausible(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const s = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === "object" && s.properties && depth < 3) return bodyFor(s, depth + 1);
  if (type === "array") return fc.array(plausible(s.items, depth + 1), { maxLength: 3 });
  if (type === "integer" || type === "number") return fc.oneof(fc.constantFrom(1, 2), fc.integer());
  if (type === "boolean") return fc.boolean();
  return fc.oneof(fc.constantFrom("a@b.co", "2026-11-24", "a-long-enough-value-1"), anyString);
}

/**
 * A body of the schema's shape that could pass: `plain[field]` where given (undefined leaves
 * the field out), else "Plain text", 1, true, one item per array.
 */
export function plainBody(
  schema: Schema | undefined,
  plain: Record<string, unknown>,
  components: Record<string, Schema>,
  depth = 0,
): unknown {
  const first = schema?.anyOf?.[0] ?? schema?.oneOf?.[0] ?? schema ?? {};
  // Named schemas (`.meta({ id })`) are "#/components/schemas/<name>" references.
  const s = first.$ref ? (components[first.$ref.split("/").pop() ?? ""] ?? {}) : first;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  const inner = (v: Schema | undefined) => plainBody(v, plain, components, depth + 1);
  if (type === "object" && depth < 4) {
    const fields = Object.entries(s.properties ?? {}).map(([k, v]) => [k, k in plain ? plain[k] : inner(v)]);
    return Object.fromEntries(fields.filter(([, v]) => v !== undefined));
  }
  if (type === "array") return [inner(s.items)];
  if (type === "integer" || type === "number") return 1;
  if (type === "boolean") return true;
  return "Plain text";
}

/** One copy of a JSON value per string in it whose field name passes `pick`, with that string replaced by `text`. */
export function withEachString(value: unknown, text: string, pick: (field: string) => boolean, field = ""): unknown[] {
  if (typeof value === "string") return pick(field) ? [text] : [];
  if (Array.isArray(value))
    return value.flatMap((item, i) => withEachString(item, text, pick, field).map((v) => value.with(i, v)));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => withEachString(v, text, pick, k).map((nv) => ({ ...value, [k]: nv })));
  }
  return [];
}

const nastyKeys = fc.constantFrom("__proto__", "constructor", "prototype", "toString", "", "a.b", "ключ", "\ud83d");

/** Entries of a bad body: known fields missing, mistyped or plausible, plus extra and nasty keys. */
export function bodyFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<[string, unknown][]> {
  const fields = Object.entries(schema?.properties ?? {}).map(([name, s]) =>
    fc.option(
      fc.oneof(plausible(s, depth), junkValue).map((v) => [name, v] as [string, unknown]),
      { nil: undefined },
    ),
  );
  const extras = fc.array(fc.tuple(fc.oneof(nastyKeys, fc.string({ maxLength: 10 })), junkValue), { maxLength: 3 });
  return fc
    .tuple(fc.tuple(...fields), extras)
    .map(([known, extra]) => [...known.filter((e): e is [string, unknown] => e !== undefined), ...extra]);
}

/** JSON text, keeping `__proto__` as an own key and splicing in pre-built deep texts. */
export function toJson(value: unknown): string {
  if (Array.isArray(value) && value.every((e) => Array.isArray(e) && e.length === 2 && typeof e[0] === "string")) {
    return `{${value.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(",")}}`;
  }
  if (value && typeof value === "object" && "__raw" in value) return String(value.__raw);
  return JSON.stringify(value) ?? "null";
}

/** A whole bad body: an object of bad entries, or any other JSON text or non-JSON. */
export const bodyText = (schema: Schema | undefined) =>
  fc.oneof(
    { weight: 4, arbitrary: bodyFor(schema).map(toJson) },
    { weight: 1, arbitrary: junkValue.map(toJson) },
    { weight: 1, arbitrary: fc.constantFrom("", "{", '{"a":1,}', "nul", "\u0000", "{}", "[]", '"x"', "\ufeff{}") },
  );

/** A path parameter that parses to nothing that exists. */
export const badSegment = fc.oneof(
  fc.constantFrom("abc", "-1", "0", "1.5", "1e3", "99999999999999999999", "..", "%2e%2e", "%ZZ", "%00", "%C0%AF", "%", "%2F"),
  fc.constantFrom("%E2%80%AE", "%F0%9F%8E%BE", "NaN", "null", "__proto__", "constructor", "00000000-0000-4000-8000-0000000000"),
  fc.nat({ max: 5000 }).map((n) => "9".repeat(n + 1)),
  fc.string({ unit: "grapheme", maxLength: 20 }).map(encodeURIComponent),
  fc.uuid().map(String),
);

/** A query string that is malformed, duplicated, nested or oversized. */
export const badQuery = fc.oneof(
  fc.constantFrom("", "?", "?date=", "?date=2026-02-30", "?date=9999-99-99", "?date=2026-11-24&date=2026-11-25"),
  fc.constantFrom("?date[]=x", "?__proto__[a]=1", "?constructor=1", "?key=%ZZ", "?date=%00", "?key[a]=1&key=2"),
  fc.constantFrom(...ATTACK_DATES).map((d) => `?date=${d}&from=${d}&to=${d}`),
  fc.constantFrom("?from=2000-01-01&to=2100-12-31", "?from=0000-01-01", "?to=9999-12-31", "?q=a%0D%0Ab&action=%C2%85"),
  fc.nat({ max: 10_000 }).map((n) => `?date=${"1".repeat(n)}&key=${"k".repeat(n)}`),
  fc.string({ unit: "grapheme", maxLength: 30 }).map((s) => `?date=${encodeURIComponent(s)}&key=${encodeURIComponent(s)}`),
);

const ascii = fc.string({ unit: "grapheme-ascii", maxLength: 300 }).map((s) => s.replace(/[^\x20-\x7e]/g, ""));

/** Headers a client can garble: idempotency key, authorization, content type. */
export const badHeaders = fc.record(
  {
    "idempotency-key": fc.oneof(
      ascii,
      fc.constantFrom("short", "k".repeat(129), "a b c d e f g h i j k", "valid-looking-key-0001"),
    ),
    authorization: fc.oneof(ascii, fc.constantFrom("Bearer", "Bearer ", "Basic YTpi", `Bearer ${"x".repeat(400)}`)),
    "content-type": fc.oneof(
      { weight: 3, arbitrary: fc.constant("application/json") },
      fc.constantFrom(
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
        "application/json; charset=utf-16",
        "application/jsonx",
        "application/json;;",
        "*/*",
        "",
      ),
    ),
  },
  { requiredKeys: [] },
);
