import type { OrderStatus } from "@courtside/contract";
import { Badge, Group } from "@mantine/core";

/** Dark shades only: the small badge text keeps 4.5:1 on white (Mantine's orange.9 does not, hence the hex). */
const statusColor: Record<OrderStatus, string> = {
  pending: "#a33a00",
  paid: "teal.9",
  expired: "gray.7",
  cancelled: "red.9",
  refunded: "grape.9",
};

/** The order's status in words, plus "refund due" when money must go back. */
export function OrderStatusBadge({ status, refundDue }: { status: OrderStatus; refundDue: boolean }) {
  return (
    <Group gap={4} wrap="nowrap">
      <Badge color={statusColor[status]} variant="outline">
        {status}
      </Badge>
      {refundDue && (
        <Badge color="red.9" variant="filled">
          refund due
        </Badge>
      )}
    </Group>
  );
}
