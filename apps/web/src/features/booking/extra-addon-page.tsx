import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { ProblemAlert } from "../../components/problem-alert.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatMoney, formatSlot } from "../../lib/format.ts";
import { followPaymentLink } from "../../lib/payment-link.ts";
import { extraAddonDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { useCompleteOrder } from "../../state/use-complete-order.ts";
import { useCreateExtraAddons } from "./api/create-extra-addons.ts";
import { useAddons } from "./api/get-addons.ts";
import { useOrder } from "./api/get-order.ts";
import { QuantityAddonRow, ServiceAddonRow } from "./components/addon-rows.tsx";
import {
  EXTRAS_HINT_ID,
  ExtrasActionBar,
  ExtrasWaysOn,
  extrasClosedReason,
  extrasNotFoundReason,
} from "./components/extras-action-bar.tsx";
import { StockChangesAlert } from "./components/stock-changes-alert.tsx";
import { useAddonStock } from "./components/use-addon-stock.ts";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";
import { estimateLines, linesTotal, withAddonQty } from "./totals.ts";

export type ExtraAddonStep = "extraAddon" | "extraSummary";

/** /extra-addon/:order_id → /extra-summary/:order_id (and the padel twins): add-ons for a paid booking. */
export function ExtraAddonPage({ sport, step }: { sport: Sport; step: ExtraAddonStep }) {
  useSportArea(sport);
  const t = useT();
  const { order_id = "" } = useParams();
  const navigate = useNavigate();
  const routes = paths.sport[sport];
  const order = useOrder(sport, order_id);
  const addons = useAddons(sport);
  const draft = extraAddonDrafts[sport]();
  const create = useCreateExtraAddons(sport, order_id);
  const attempts = useOrderAttempts();
  const complete = useCompleteOrder();
  const o = order.data;
  const { setBooking, setPrice } = draft;

  useEffect(() => {
    if (o) setBooking({ date: o.date, timeslot: o.timeslot, court: o.courts });
  }, [o, setBooking]);
  const lines = estimateLines({
    court: [],
    filtercourt: [],
    addons1: draft.addons1,
    addons2: draft.addons2,
    multiaddons1: [],
    multiaddons2: [],
  });
  const total = linesTotal(lines);
  // Free extras are still extras: what counts is that some are chosen.
  const nothingChosen = draft.addons1.length + draft.addons2.length === 0;
  useEffect(() => setPrice(total > 0 ? total : null), [total, setPrice]);

  const submit = () =>
    create.mutate(
      {
        // One key per attempt: a double click or a retry answers the first child order.
        idempotencyKey: attempts.extraKeyFor(order_id),
        body: {
          addons1: draft.addons1.map(({ addon_id, qty }) => ({ addon_id, qty })),
          addons2: draft.addons2.map(({ addon_id, qty }) => ({ addon_id, qty })),
        },
      },
      {
        onSuccess: (child) => {
          attempts.endExtraAttempt(order_id);
          draft.reset();
          // Extras that cost nothing come back paid, with no link to follow.
          if (child.status === "paid") {
            complete(child, child.access_key ?? null);
            return;
          }
          attempts.setExtra({ sport, order_id: child.order_id, inv: child.inv, access_key: child.access_key ?? null });
          if (child.paymentlink) followPaymentLink(child.paymentlink, navigate);
        },
      },
    );

  const single = (addons.data ?? []).filter((a) => a.module === "addons");
  const currency = o?.currency;
  const { remaining, stockChanges } = useAddonStock(
    sport,
    addons.data,
    { date: o?.date ?? null, timeslotId: o?.timeslot.id ?? null },
    draft,
  );
  const closed = o ? extrasClosedReason(o) : null;
  return (
    <Stack>
      <PageTitle
        title={step === "extraAddon" ? t("booking.extras.addTitle") : t("booking.extras.payTitle")}
        description={
          o
            ? t("booking.extras.description", { slot: formatSlot(o.date, o.timeslot.start, o.timeslot.end), inv: o.inv })
            : undefined
        }
      />
      {(order.isPending || addons.isPending) && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("booking.loading")}</Text>
        </Group>
      )}
      {order.isError && (
        <ProblemAlert
          title={t("booking.extras.notFound")}
          reason={extrasNotFoundReason(order.error)}
          waysOn={<ExtrasWaysOn sport={sport} />}
        />
      )}
      {closed && <ProblemAlert title={t("booking.extras.closed")} reason={closed} waysOn={<ExtrasWaysOn sport={sport} />} />}
      {step === "extraAddon" && <StockChangesAlert changes={stockChanges} />}
      {o && !closed && step === "extraAddon" && (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="extras-heading">
          <Title order={2} size="h4" id="extras-heading" mb="sm">
            {t("booking.extras.addToBooking")}
          </Title>
          <Stack gap="md">
            {single.map((a) =>
              a.group === 1 ? (
                <QuantityAddonRow
                  key={a.id}
                  addon={a}
                  currency={currency}
                  remaining={remaining(a.id)}
                  chosen={draft.addons1.find((x) => x.addon_id === a.id)}
                  onChange={(qty) =>
                    draft.setAddons(1, withAddonQty(draft.addons1, { addon_id: a.id, name: a.name, price: a.price }, qty))
                  }
                />
              ) : (
                <ServiceAddonRow
                  key={a.id}
                  addon={a}
                  currency={currency}
                  remaining={remaining(a.id)}
                  chosen={draft.addons2.some((x) => x.addon_id === a.id)}
                  onChange={(on) =>
                    draft.setAddons(2, withAddonQty(draft.addons2, { addon_id: a.id, name: a.name, price: a.price }, on ? 1 : 0))
                  }
                />
              ),
            )}
          </Stack>
        </Paper>
      )}
      {o && !closed && step === "extraSummary" && (
        <Paper withBorder p="md" radius="md">
          <OrderLines lines={lines} total={total} currency={currency} caption={t("booking.extraAddons")} />
          {create.isError && (
            <Alert color="red" variant="outline" role="alert" title={t("booking.extras.createFailed")} mt="sm">
              {parseApiError(create.error).message}
            </Alert>
          )}
        </Paper>
      )}
      {o && !closed && (
        <ExtrasActionBar
          total={formatMoney(total, currency) ?? ""}
          back={step === "extraAddon" ? routes.profile : to(routes.extraAddon, { order_id })}
          nothingChosen={nothingChosen}
        >
          {step === "extraAddon" ? (
            <Button
              disabled={nothingChosen}
              aria-describedby={nothingChosen ? EXTRAS_HINT_ID : undefined}
              onClick={() => navigate(to(routes.extraSummary, { order_id }))}
            >
              {t("booking.extras.continueToSummary")}
            </Button>
          ) : (
            <Button
              size="md"
              disabled={nothingChosen}
              aria-describedby={nothingChosen ? EXTRAS_HINT_ID : undefined}
              loading={create.isPending}
              onClick={submit}
            >
              {t("booking.reserveAndPay")}
            </Button>
          )}
        </ExtrasActionBar>
      )}
    </Stack>
  );
}
