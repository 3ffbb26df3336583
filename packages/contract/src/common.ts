import { z } from "zod";
import { type ContractKey, type FieldName, field, say } from "./wording.ts";

/** Database ids are PostgreSQL integers: anything larger names nothing that exists. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
/** The same id taken from a path segment or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

// Dates ----------------------------------------------------------------------------------

/**
 * The dates the API takes or gives. Outside them, date arithmetic leaves the four-digit year
 * (9999-12-31 + 1 day is "+010000-01-01", which sorts before "2026") and PostgreSQL refuses
 * year 0: nothing a facility books or reports on lies there.
 */
export const FIRST_DATE = "2000-01-01";
export const LAST_DATE = "2100-12-31";
const DATE_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A facility-local calendar date in FIRST_DATE…LAST_DATE; impossible dates (2026-02-30) are refused. */
export const isoDateSchema = z.iso
  .date({ error: say("contract.date.invalid") })
  // A text that is no date at all has been told so once already.
  .refine((date) => !DATE_SHAPE.test(date) || (date >= FIRST_DATE && date <= LAST_DATE), {
    error: say("contract.date.outOfRange", { first: FIRST_DATE, last: LAST_DATE }),
  });

/** Days from one ISO date to another (calendar arithmetic in UTC, so no DST shift). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

type DateRange = { from?: string; to?: string };
const isDate = (value: string | undefined): value is string => isoDateSchema.safeParse(value).success;

/**
 * A `from`…`to` query (both included) whose end is not before its start and which spans at
 * most `maxDays` dates; checked only once both are valid dates (their own errors say the rest).
 */
export function boundedDateRange<S extends z.ZodType<DateRange>>(
  schema: S,
  maxDays: number,
  backwards: ContractKey = "contract.date.endBeforeStart",
) {
  return schema
    .refine((q) => !isDate(q.from) || !isDate(q.to) || q.from <= q.to, { error: say(backwards), path: ["to"] })
    .refine((q) => !isDate(q.from) || !isDate(q.to) || daysBetween(q.from, q.to) < maxDays, {
      error: say("contract.date.rangeTooLong", { days: maxDays }),
      path: ["to"],
    });
}

/** A facility-local wall time, HH:MM. */
export const clockTimeSchema = z.string().regex(/^\d{2}:\d{2}$/);

// Text -----------------------------------------------------------------------------------

/** Control characters (C0 with NUL, tab, CR and LF; DEL; C1) and the Unicode line and paragraph separators. */
const SINGLE_LINE_FORBIDDEN = /[\p{Cc}\u2028\u2029]/u;
/** Control characters other than the tab and line breaks a multi-line text may hold. */
const MULTI_LINE_FORBIDDEN = /(?![\t\n\r])\p{Cc}/u;

/** A high surrogate without its low half, or a low one without its high: not text, and PostgreSQL refuses it. */
export function hasLoneSurrogate(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit >= 0xdc00 && unit <= 0xdfff) return true;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    }
  }
  return false;
}

/**
 * A text typed on one line (a name, a phone number, a reason): any Unicode, but no line
 * breaks or other control characters (they forge mail headers and CSV rows, and NUL cannot
 * be stored) and no lone surrogates. Checked before any trim, so a trailing newline is refused
 * too. `name` names it in the messages ("The {field} field is required.", unless `required`
 * says otherwise: `say(…)`); chain `.trim()`, `.min()`, `.max()` after (`textRequired`, `textTooLong`).
 */
export function singleLineText(name: FieldName, required: () => string = textRequired(name)) {
  return z
    .string({ error: required })
    .refine((text) => !hasLoneSurrogate(text), { error: say("contract.text.invalidCharacter", { field: field(name) }) })
    .refine((text) => !SINGLE_LINE_FORBIDDEN.test(text), { error: say("contract.text.lineBreaks", { field: field(name) }) });
}

/** A text that may run over several lines (a description): line breaks and tabs, but no other controls. */
export function multiLineText(name: FieldName, required: () => string = textRequired(name)) {
  return z
    .string({ error: required })
    .refine((text) => !hasLoneSurrogate(text), { error: say("contract.text.invalidCharacter", { field: field(name) }) })
    .refine((text) => !MULTI_LINE_FORBIDDEN.test(text), {
      error: say("contract.text.controlCharacters", { field: field(name) }),
    });
}

/** "The {field} field is required." */
/* @__NO_SIDE_EFFECTS__ */
export function textRequired(name: FieldName) {
  return say("contract.text.required", { field: field(name) });
}

/** "The {field} may not be longer than {max} characters." */
/* @__NO_SIDE_EFFECTS__ */
export function textTooLong(name: FieldName, max: number) {
  return say("contract.text.tooLong", { field: field(name), max });
}
