/** A stable machine name for a refusal, with what a client needs to word it itself (API.md "Errors"). */
export type ErrorCode = { code: string; params?: Record<string, string | number | string[]> };

/** A failure a route or service answers with, in the contract's error shape. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly headers?: Record<string, string>,
    readonly detail?: ErrorCode,
  ) {
    super(message);
  }
}

export const notFound = (message = "Not found.") => new HttpError(404, message);
export const unauthenticated = () => new HttpError(401, "Unauthenticated.");
export const forbidden = (message = "This action is unauthorized.") => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);

/** 422 for one field, with the same message at the top as Laravel-style clients expect. */
export function invalidField(field: string, message: string): HttpError {
  return new HttpError(422, message, { [field]: [message] });
}

export function tooManyRequests(retryAfterSeconds: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new HttpError(429, `Too many attempts. Please try again in ${seconds} seconds.`, undefined, {
    "Retry-After": String(seconds),
  });
}
