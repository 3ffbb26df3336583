import type { ErrorBody } from "@courtside/contract";
import axios from "axios";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { t } from "./i18n.ts";

export interface ApiErrorInfo {
  /** HTTP status, or null when no answer arrived (network failure). */
  status: number | null;
  /** The general message to show (the server's `message`, or a fallback). */
  message: string;
  /** First message per field from the contract error body's `errors`. */
  fieldErrors: Record<string, string>;
  /** Seconds from the Retry-After header (429), when present. */
  retryAfter: number | null;
  /** The refusal's stable name (e.g. `limit_unpaid_holds`), when the server gave one. */
  code?: string;
  /** The refusal's details (e.g. `court_free`'s `court_ids`), when the server gave them. */
  params?: ErrorBody["params"];
}

/**
 * The message when no answer arrived, as English reads it: what tests compare with. People read
 * it in the language in use (`lib.apiErrors.network`).
 */
// i18n-ignore: the English reference for tests; the app shows the catalogue's message
export const NETWORK_ERROR_MESSAGE = "Could not reach the server. Check your connection and try again.";

function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  if (typeof body.message !== "string") return false;
  return body.errors === undefined || (typeof body.errors === "object" && body.errors !== null);
}

/** Turns any thrown value (usually an AxiosError with the contract error body) into display data. */
export function parseApiError(error: unknown): ApiErrorInfo {
  if (!axios.isAxiosError(error)) {
    return {
      status: null,
      message: error instanceof Error ? error.message : t("lib.apiErrors.unknown"),
      fieldErrors: {},
      retryAfter: null,
    };
  }
  const response = error.response;
  if (!response) return { status: null, message: t("lib.apiErrors.network"), fieldErrors: {}, retryAfter: null };

  const fieldErrors: Record<string, string> = {};
  let message = t("lib.apiErrors.http", { status: response.status });
  if (isErrorBody(response.data)) {
    message = response.data.message;
    for (const [field, messages] of Object.entries(response.data.errors ?? {})) {
      const first = Array.isArray(messages) ? messages.find((m) => typeof m === "string") : undefined;
      if (first) fieldErrors[field] = first;
    }
  }
  const retryHeader = Number(response.headers?.["retry-after"]);
  return {
    status: response.status,
    message,
    fieldErrors,
    retryAfter: Number.isFinite(retryHeader) && retryHeader > 0 ? retryHeader : null,
    ...(isErrorBody(response.data) && response.data.code ? { code: response.data.code } : {}),
    ...(isErrorBody(response.data) && response.data.params ? { params: response.data.params } : {}),
  };
}

export interface FormErrorResult {
  info: ApiErrorInfo;
  /** Fields of the form that received a message. */
  appliedFields: string[];
  /**
   * The message to show above the form, or null when every problem sits at a field:
   * errors for fields the form does not have, or a 422 without field errors.
   */
  generalMessage: string | null;
}

/**
 * Maps a failed call onto react-hook-form: each contract `errors` entry whose field the form
 * has goes to `setError(field)`; the rest becomes a general message.
 */
export function applyApiErrorToForm<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  formFields: readonly Path<T>[],
): FormErrorResult {
  const info = parseApiError(error);
  const appliedFields: string[] = [];
  const leftOver: string[] = [];
  for (const [field, message] of Object.entries(info.fieldErrors)) {
    const known = formFields.find((f) => f === field);
    if (known) {
      setError(known, { type: "server", message }, { shouldFocus: appliedFields.length === 0 });
      appliedFields.push(field);
    } else {
      leftOver.push(message);
    }
  }
  let generalMessage: string | null = null;
  if (leftOver.length > 0) generalMessage = leftOver.join(" ");
  else if (appliedFields.length === 0) generalMessage = info.message;
  return { info, appliedFields, generalMessage };
}
