import { z } from "zod";

/** Database ids are PostgreSQL integers: anything larger names nothing that exists. */
export const MAX_ID = 2_147_483_647;
export const idSchema = z.number().int().positive().max(MAX_ID);
/** The same id taken from a path segment or query string. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID);

/** A facility-local calendar date; impossible dates (2026-02-30) are refused. */
export const isoDateSchema = z.iso.date({ error: "The date must be a valid date in the form YYYY-MM-DD." });
/** A facility-local wall time, HH:MM. */
export const clockTimeSchema = z.string().regex(/^\d{2}:\d{2}$/);
