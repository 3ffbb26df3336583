import { notifications } from "@mantine/notifications";
import { type ToastKind, toast } from "../../lib/toast.ts";

let shown: string | undefined;

/**
 * The order page's outcome of an action (mark paid, resend, cancel, move): a new one replaces
 * the last, so staff never read an old refusal next to a newer success.
 */
export function outcomeToast(message: string, kind: ToastKind): void {
  if (shown) notifications.hide(shown);
  shown = toast(message, kind);
}
