import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { overlaysMounted, requestOverlays } from "../lib/overlays-ready.ts";
import { t } from "./i18n.ts";

export type ConfirmAnswer = "ok" | "no" | "cancel";

export interface ConfirmOptions {
  /** What the dialog asks to do ("Cancel booking"); also the label of the button that does it. */
  title: string;
  message: ReactNode;
  /** The button that does it, when it should say more or other than the title. */
  confirmLabel?: string;
  /** The button that changes nothing: "Keep booking", "Stay signed in"; "Go back" by default. */
  keepLabel?: string;
  /** With `withNo`: the label of the "no" answer ("Keep it held"); "No" by default. */
  noLabel?: string;
  /** Offer a "No" answer next to OK and Cancel (a yes/no question that can also be dismissed). */
  withNo?: boolean;
}

/**
 * A confirmation dialog whose buttons say what they do (never a bare OK/Cancel: the spec's
 * "OK, No, Cancel" are library defaults, not product rules); resolves with the answer.
 */
export async function confirmDialog({
  title,
  message,
  confirmLabel = title,
  keepLabel = t("components.confirm.goBack"),
  noLabel = t("components.confirm.no"),
  withNo = false,
}: ConfirmOptions): Promise<ConfirmAnswer> {
  requestOverlays();
  await overlaysMounted;
  return new Promise((resolve) => {
    let answered = false;
    const id = `confirm-${Math.random().toString(36).slice(2)}`;
    const answer = (value: ConfirmAnswer) => {
      if (!answered) {
        answered = true;
        resolve(value);
      }
      modals.close(id);
    };
    modals.open({
      modalId: id,
      title,
      centered: true,
      closeButtonProps: { "aria-label": t("components.confirm.close") },
      // The dialog's header is not a page banner (one banner landmark per page).
      attributes: { header: { role: "presentation" } },
      onClose: () => answer("cancel"),
      children: (
        <>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={() => answer("cancel")}>
              {keepLabel}
            </Button>
            {withNo && (
              <Button variant="default" onClick={() => answer("no")}>
                {noLabel}
              </Button>
            )}
            <Button onClick={() => answer("ok")} data-autofocus>
              {confirmLabel}
            </Button>
          </Group>
        </>
      ),
    });
  });
}
