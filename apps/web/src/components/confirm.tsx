import { Button, Group, Text } from "@mantine/core";
import { modals } from "@mantine/modals";
import type { ReactNode } from "react";
import { overlaysMounted, requestOverlays } from "../lib/overlays-ready.ts";

export type ConfirmAnswer = "ok" | "no" | "cancel";

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  /** Offer a "No" answer next to OK and Cancel (a yes/no question that can also be dismissed). */
  withNo?: boolean;
}

/** Confirmation dialog with the labels OK, No and Cancel; resolves with the answer. */
export async function confirmDialog({ title, message, withNo = false }: ConfirmOptions): Promise<ConfirmAnswer> {
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
      closeButtonProps: { "aria-label": "Close" },
      // The dialog's header is not a page banner (one banner landmark per page).
      attributes: { header: { role: "presentation" } },
      onClose: () => answer("cancel"),
      children: (
        <>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="lg" gap="sm">
            <Button variant="default" onClick={() => answer("cancel")}>
              Cancel
            </Button>
            {withNo && (
              <Button variant="default" onClick={() => answer("no")}>
                No
              </Button>
            )}
            <Button onClick={() => answer("ok")} data-autofocus>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
