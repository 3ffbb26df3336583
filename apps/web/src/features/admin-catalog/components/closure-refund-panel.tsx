import type { ClosureHitChoice, ClosurePreview } from "@courtside/contract";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { confirmDialog } from "../../../components/confirm.tsx";
import { formatMoney, formatSlot } from "../../../lib/format.ts";
import type { BackLink } from "../../admin/back-link.ts";

type Refunding = Exclude<ClosureHitChoice, "refuse">;

/**
 * Every booking a refused closure hits, with what closing it would do and refund, and the
 * two ways to close them all in one step. Each asks first, saying how much goes where
 * (guests have no club credit: they are refunded the way they paid).
 */
export function ClosureRefundPanel({
  preview,
  back,
  busy,
  onClose,
}: {
  preview: ClosurePreview;
  back: BackLink;
  busy: boolean;
  onClose: (choice: Refunding) => void;
}) {
  const money = (n: number) => formatMoney(n, preview.currency) ?? "";
  const guests = preview.orders.filter((o) => !o.credit_possible && o.refund > 0).length;
  const players = preview.orders.length === 1 ? "1 order" : `${preview.orders.length} orders`;

  const ask = async (choice: Refunding) => {
    const where =
      choice === "refund_to_credit"
        ? `as club credit${guests > 0 ? ` (${guests === 1 ? "1 guest" : `${guests} guests`} refunded the way they paid)` : ""}`
        : "the way each was paid";
    const answer = await confirmDialog({
      title: "Close and refund",
      confirmLabel: "Close and refund",
      message: `Close these courts and cancel what they hold: ${players}, ${money(preview.refund_total)} refunded ${where}. Each player is mailed. All or nothing: if one refund fails, nothing is closed.`,
    });
    if (answer === "ok") onClose(choice);
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="closure-hits-heading">
      <Stack gap="sm">
        <Title order={3} size="h4" id="closure-hits-heading">
          {`Bookings this closure hits: ${preview.booking_count}`}
        </Title>
        <Table.ScrollContainer minWidth={560}>
          <Table striped>
            <Table.Caption>{`Refund in all: ${money(preview.refund_total)}`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Order</Table.Th>
                <Table.Th scope="col">Customer</Table.Th>
                <Table.Th scope="col">Courts hit</Table.Th>
                <Table.Th scope="col">Closing it</Table.Th>
                <Table.Th scope="col" ta="right">
                  Refund
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.orders.map((o) => (
                <Table.Tr key={o.order_id}>
                  <Table.Td>
                    <Anchor component={Link} to={to(paths.admin.order, { order_id: o.order_id })} state={{ back }}>
                      {o.inv}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{`${o.customer.name} (${o.customer_type})`}</Table.Td>
                  <Table.Td>
                    {o.bookings.map((b) => `${b.court.name}, ${formatSlot(b.date, b.start, b.end)}`).join("; ")}
                  </Table.Td>
                  <Table.Td>
                    {o.status !== "paid"
                      ? "unpaid: cancelled"
                      : o.outcome === "cancel_order"
                        ? "order cancelled"
                        : "these courts refunded"}
                  </Table.Td>
                  <Table.Td ta="right">{`${money(o.refund)}${o.refund > 0 && !o.credit_possible ? " (to card)" : ""}`}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="sm">Close the courts and refund every paid booking above in one step, or move them first.</Text>
        <Group gap="sm">
          <Button onClick={() => ask("refund_to_payment")} loading={busy}>
            Close and refund to card
          </Button>
          <Button variant="default" onClick={() => ask("refund_to_credit")} loading={busy}>
            Close and refund as club credit
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
