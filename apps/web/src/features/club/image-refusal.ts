import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { parseApiError } from "../../lib/api-errors.ts";
import { handleFormError } from "../../lib/form-errors.ts";

/**
 * The upload forms' error policy: the page's (`handleFormError`), except that a full album (409)
 * and a file too large (413) are answers about the form too, so they show above it, not in a toast.
 */
export function showImageRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): void {
  const { status, message } = parseApiError(error);
  if (status === 409 || status === 413) setError("root.server", { type: String(status), message });
  else handleFormError(error, setError, fields);
}
