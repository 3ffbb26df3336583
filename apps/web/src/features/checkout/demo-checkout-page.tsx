import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate, useParams, useSearchParams } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { useCompleteOrder } from "../../state/use-complete-order.ts";
import { useCheckoutOrder } from "./api/get-order.ts";
import { usePayDemo } from "./api/pay-demo.ts";
import { CheckoutProblem } from "./components/checkout-problem.tsx";
import { useT } from "./i18n.ts";

/** /pay/:inv?key=: the built-in demo payment provider's checkout (no money moves). */
export function DemoCheckoutPage() {
  const t = useT();
  const { inv = "" } = useParams();
  const [search] = useSearchParams();
  const key = search.get("key");
  const navigate = useNavigate();
  const memberSignedIn = useAuthStore((s) => s.user_authenticated);
  const attempts = useOrderAttempts();
  const known = attempts.findByInv(inv);
  const order = useCheckoutOrder(inv, key);
  const pay = usePayDemo();
  // A membership's order pays a plan, not courts: it comes back to the membership page; a
  // top-up's comes back to the profile, where the credit is.
  const membership = order.data?.lines.some((line) => line.kind === "membership") ?? false;
  const topup = order.data?.lines.some((line) => line.kind === "topup") ?? false;
  // A player's share of a split booking comes back to the share's own page (its link, with its key).
  const share = order.data?.lines.some((line) => line.kind === "share") ?? false;
  const sharePage =
    share && order.data && key ? `${to(paths.share, { share_id: order.data.order_id })}?key=${encodeURIComponent(key)}` : null;
  const elsewhere = membership ? paths.membership : topup ? paths.profile : sharePage;
  const complete = useCompleteOrder();
  const sport = order.data?.sport ?? known?.sport ?? "tennis";
  const routes = paths.sport[sport];

  const onPay = () => {
    if (!key) return;
    pay.mutate(
      { inv, key },
      {
        onSuccess: (paid) => (elsewhere ? navigate(elsewhere) : complete(paid, known?.access_key ?? key)),
      },
    );
  };

  // The hold lapsed but nobody took the courts: paying holds them again (the server decides).
  // They were taken: this order is over, and the same booking starts again from the draft.
  const bookAgain = () => {
    attempts.endAttempt(sport);
    bookingDrafts[sport].getState().resetPayment();
    navigate(routes.home);
  };

  const extraOf = order.data?.parent_order_id;
  const back = () => {
    if (elsewhere) navigate(elsewhere);
    else if (extraOf) navigate(to(routes.extraSummary, { order_id: extraOf }));
    else navigate(memberSignedIn ? routes.summary : routes.guestSummary);
  };

  const status = order.data?.status;
  const payable = status === "pending" || status === "expired";
  const failure = pay.isError ? parseApiError(pay.error) : null;
  return (
    <Stack maw={640} mx="auto">
      <PageTitle title={t("checkout.title")} description={t("checkout.description")} />
      {(!key || order.isError) && <CheckoutProblem inv={inv} missingKey={!key} error={order.error} />}
      {key && order.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("checkout.loading")}</Text>
        </Group>
      )}
      {order.data && (
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="checkout-heading">
          <Stack>
            <Group justify="space-between">
              <Title order={2} size="h4" id="checkout-heading">
                <Trans message={t("checkout.invoiceHeading", { inv })} elements={[<strong key="inv" />]} />
              </Title>
              <Badge color="dark" variant="filled" size="lg">
                {t("checkout.demoBadge")}
              </Badge>
            </Group>
            <OrderLines
              lines={order.data.lines}
              total={order.data.total}
              currency={order.data.currency}
              caption={t("checkout.invoice", { inv })}
              creditApplied={order.data.credit_applied}
            />
            {status === "expired" && !failure && <Text fw={600}>{t("checkout.holdLapsed")}</Text>}
            {status && status !== "pending" && status !== "expired" && <Text fw={600}>{t(`checkout.orderIs.${status}`)}</Text>}
            {failure && (
              <Alert color="red" variant="outline" role="alert" title={t("checkout.paymentFailed")}>
                <Stack gap="sm" align="flex-start">
                  <Text>{failure.message}</Text>
                  {failure.status === 409 && !extraOf && (
                    <>
                      <Text size="sm">{t("checkout.choicesKept")}</Text>
                      <Button onClick={bookAgain}>{t("checkout.bookAgain")}</Button>
                    </>
                  )}
                </Stack>
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={back}>
                {membership
                  ? t("checkout.backToMembership")
                  : topup
                    ? t("checkout.backToProfile")
                    : sharePage
                      ? t("checkout.backToShare")
                      : extraOf
                        ? t("checkout.backToExtras")
                        : t("checkout.backToSummary")}
              </Button>
              <Button size="md" onClick={onPay} loading={pay.isPending} disabled={!payable || failure?.status === 409}>
                {t("checkout.pay")}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
