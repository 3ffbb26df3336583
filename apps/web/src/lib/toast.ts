import { notifications } from "@mantine/notifications";
import { t } from "./i18n.ts";
import { requestOverlays } from "./overlays-ready.ts";

/** Layout of the toast stack (spec section 9): top centre, two at once, 5 s. */
export const TOAST_POSITION = "top-center" as const;
export const TOAST_LIMIT = 2;
export const TOAST_AUTO_CLOSE_MS = 5000;

let sequence = 0;

export type ToastKind = "info" | "success" | "error";
const colors: Record<ToastKind, string> = { info: "blue", success: "teal", error: "red" };

/**
 * Shows a toast. Each toast outranks the previous one, so the newest is displayed first
 * (on top) and, with the limit of two, the oldest waits in the queue.
 */
export function toast(message: string, kind: ToastKind = "info", title?: string): string {
  sequence += 1;
  requestOverlays();
  return notifications.show({
    message,
    title,
    color: colors[kind],
    priority: sequence,
    withBorder: true,
    closeButtonProps: { "aria-label": t("lib.toast.dismiss") },
  });
}
