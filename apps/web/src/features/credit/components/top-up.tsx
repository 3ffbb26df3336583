import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { inAppPaymentPath } from "../../../lib/payment-link.ts";
import { useBuyTopup } from "../api/buy-topup.ts";
import { usePacks } from "../api/get-packs.ts";

/** The packs on sale, each bought through the checkout; paid, the credit is the member's. */
export function TopUp() {
  const packs = usePacks();
  const buy = useBuyTopup();
  const navigate = useNavigate();
  // One key per purchase attempt: a double click buys once.
  const [key] = useState(() => crypto.randomUUID());
  const onSale = packs.data?.data ?? [];
  if (onSale.length === 0) return null;

  const onBuy = (packId: number) =>
    buy.mutate(
      { packId, idempotencyKey: `${key}-${packId}` },
      {
        onSuccess: (topup) => {
          if (!topup.paymentlink) return;
          const path = inAppPaymentPath(topup.paymentlink);
          if (path) navigate(path);
          else window.location.assign(topup.paymentlink);
        },
      },
    );

  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h4">
        Top up
      </Title>
      {buy.error && (
        <Alert color="red" variant="outline" role="alert" title="Not bought">
          {parseApiError(buy.error).message}
        </Alert>
      )}
      <Stack gap="xs" component="ul" aria-label="Top-up packs" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {onSale.map((pack) => (
          <Group key={pack.id} justify="space-between" component="li" wrap="nowrap">
            <Text size="sm">
              {pack.name}: pay {formatMoney(pack.price, pack.currency)}, get {formatMoney(pack.credit, pack.currency)}
              {pack.valid_days !== null && `, valid ${pack.valid_days} days`}
            </Text>
            <Button
              variant="default"
              onClick={() => onBuy(pack.id)}
              loading={buy.isPending && buy.variables?.packId === pack.id}
              aria-label={`Buy ${pack.name}`}
            >
              Buy
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
