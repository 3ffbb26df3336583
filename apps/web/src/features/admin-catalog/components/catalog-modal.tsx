import { Modal } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../i18n.ts";

/** The add and edit forms' dialog: focus goes in, Escape closes, focus returns to the button that opened it. */
export function CatalogModal({
  title,
  opened,
  onClose,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("admin-catalog.form.close") }}
      // The dialog's header is not a page banner (one banner landmark per page).
      attributes={{ header: { role: "presentation" } }}
    >
      {children}
    </Modal>
  );
}
