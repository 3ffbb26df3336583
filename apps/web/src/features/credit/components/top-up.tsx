import { Alert, Button, Group, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { useNavigate } from "react-router";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { followPaymentLink } from "../../../lib/payment-link.ts";
import { useBuyTopup } from "../api/buy-topup.ts";
import { usePacks } from "../api/get-packs.ts";
import { useT } from "../i18n.ts";

/** The packs on sale, each bought through the checkout; paid, the credit is the member's. */
export function TopUp() {
  const t = useT();
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
          followPaymentLink(topup.paymentlink, navigate);
        },
      },
    );

  return (
    <Stack gap="xs" mt="md">
      <Title order={3} size="h4">
        {t("credit.topUp.title")}
      </Title>
      {buy.error && (
        <Alert color="red" variant="outline" role="alert" title={t("credit.topUp.notBought")}>
          {parseApiError(buy.error).message}
        </Alert>
      )}
      <Stack gap="xs" component="ul" aria-label={t("credit.topUpPacks")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {onSale.map((pack) => (
          <Group key={pack.id} justify="space-between" component="li" wrap="nowrap">
            <Text size="sm">
              {pack.valid_days === null
                ? t("credit.packOffer", {
                    name: pack.name,
                    price: formatMoney(pack.price, pack.currency),
                    credit: formatMoney(pack.credit, pack.currency),
                  })
                : t("credit.topUp.offerValid", {
                    name: pack.name,
                    price: formatMoney(pack.price, pack.currency),
                    credit: formatMoney(pack.credit, pack.currency),
                    count: pack.valid_days,
                  })}
            </Text>
            <Button
              variant="default"
              onClick={() => onBuy(pack.id)}
              loading={buy.isPending && buy.variables?.packId === pack.id}
              aria-label={t("credit.buyPack", { name: pack.name })}
            >
              {t("credit.buy")}
            </Button>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
