import { HttpError, worded } from "../../http/http-error.ts";
import { type ShareKey, shareWords } from "./i18n.ts";

/** A refusal in the caller's words with a stable code (and its params) for clients that word it themselves. */
export function shareRefusal(status: number, key: ShareKey, code: string, params?: Record<string, string | number>): HttpError {
  return new HttpError(status, worded(shareWords, key, params), undefined, undefined, { code, ...(params ? { params } : {}) });
}
