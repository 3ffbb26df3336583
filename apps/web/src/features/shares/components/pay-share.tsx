import type { ShareView } from "@courtside/contract";
import { Alert, Button, Group, Stack } from "@mantine/core";
import { useNavigate } from "react-router";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { followPaymentLink } from "../../../lib/payment-link.ts";
import { useShareCheckout } from "../api/share-checkout.ts";
import { useT } from "../i18n.ts";
import { PayShareWithCredit } from "./pay-share-credit.tsx";

/**
 * The ways to pay a payable share: by card (opens its checkout, then follows the link: the demo
 * checkout in-app, another provider's page by a full load), and with club credit for the
 * signed-in member who owes it. A refusal (paid meanwhile, the booking cancelled) is said in
 * the server's words and the share read again.
 */
export function PayShare({ view, yours, onRefused }: { view: ShareView; yours: boolean; onRefused: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const checkout = useShareCheckout();
  const failure = checkout.error ? parseApiError(checkout.error) : null;
  const payByCard = () =>
    checkout.mutate(
      { shareId: view.share_id, key: view.key },
      {
        onSuccess: (answer) => {
          const link = answer.paymentlink;
          if (!link) return onRefused();
          followPaymentLink(link, navigate);
        },
        onError: (error) => {
          if (parseApiError(error).status === 409) onRefused();
        },
      },
    );
  return (
    <Stack gap="sm">
      {failure && (
        <Alert color="red" variant="outline" role="alert" title={t("shares.pay.failed")}>
          {failure.message}
        </Alert>
      )}
      <Group gap="sm">
        <Button size="md" onClick={payByCard} loading={checkout.isPending}>
          {t("shares.pay.card", { amount: formatMoney(view.amount, view.currency) })}
        </Button>
        {yours && <PayShareWithCredit share={view} />}
      </Group>
    </Stack>
  );
}
