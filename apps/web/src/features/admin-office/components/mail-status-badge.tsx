import type { MailStatus } from "@courtside/contract";
import { Badge } from "@mantine/core";

const look: Record<MailStatus, { color: string; label: string }> = {
  sent: { color: "teal.9", label: "Sent" },
  stored: { color: "blue.9", label: "Stored (no SMTP)" },
  pending: { color: "violet.9", label: "Waiting to retry" },
  failed: { color: "red.9", label: "Failed" },
};

/** The delivery state in words (colour only repeats it). */
export function MailStatusBadge({ status }: { status: MailStatus }) {
  return (
    <Badge color={look[status].color} variant="filled" radius="sm">
      {look[status].label}
    </Badge>
  );
}
