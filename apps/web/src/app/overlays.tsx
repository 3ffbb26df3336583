import "@mantine/notifications/styles.css";
import { ModalsProvider } from "@mantine/modals";
import { Notifications } from "@mantine/notifications";
import { useEffect } from "react";
import { markOverlaysMounted } from "../lib/overlays-ready.ts";
import { TOAST_AUTO_CLOSE_MS, TOAST_LIMIT, TOAST_POSITION } from "../lib/toast.ts";
import { useT } from "./i18n.ts";

/**
 * Toasts and dialogs. Both are driven through Mantine's global stores (`notifications.show`,
 * `modals.open`), so they are mounted beside the app, loaded when the first toast or dialog asks (lib/overlays-ready.ts).
 */
export default function Overlays() {
  const t = useT();
  useEffect(markOverlaysMounted, []);
  return (
    <>
      <Notifications position={TOAST_POSITION} limit={TOAST_LIMIT} autoClose={TOAST_AUTO_CLOSE_MS} />
      <ModalsProvider labels={{ confirm: t("app.dialog.ok"), cancel: t("app.dialog.cancel") }} />
    </>
  );
}
