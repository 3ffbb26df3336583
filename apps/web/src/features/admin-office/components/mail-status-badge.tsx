import type { MailStatus } from "@courtside/contract";
import { Badge } from "@mantine/core";
import { useT } from "../i18n.ts";

const colors: Record<MailStatus, string> = {
  sent: "teal.9",
  stored: "blue.9",
  pending: "violet.9",
  failed: "red.9",
};

/** The delivery state in words (colour only repeats it). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  const t = useT();
  return (
    <Badge color={colors[status]} variant="filled" radius="sm">
      {t(`admin-office.mail.state.${status}`)}
    </Badge>
  );
}
