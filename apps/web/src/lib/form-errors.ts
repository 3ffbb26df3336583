import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { applyApiErrorToForm, parseApiError } from "./api-errors.ts";
import { t } from "./i18n.ts";
import { toast } from "./toast.ts";

/**
 * The forms' error policy: 422 field errors go to their fields, the 422 or 429 message
 * above the form (react-hook-form `root.server`), anything else to a toast.
 */
export function handleFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const { info, generalMessage } = applyApiErrorToForm(error, setError, fields);
  if (info.status === 422 || info.status === 429) {
    if (generalMessage) {
      // A refusal with a code (a hold limit) says itself when to come back.
      const message =
        info.status === 429 && info.retryAfter && !info.code
          ? t("lib.formErrors.retryIn", { message: generalMessage, seconds: info.retryAfter })
          : generalMessage;
      setError("root.server", { type: String(info.status), message });
    }
    return;
  }
  toast(info.message, "error");
}

/** The policy for an action without a form (a row's button): the server's message in a toast. */
export function toastApiError(error: unknown): void {
  toast(parseApiError(error).message, "error");
}
