import { type Billing, type GuestProof, isPolicyRefusal, type Order, type Sport } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { UseFormSetError } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { OrderLines } from "../../components/order-lines.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { handleFormError } from "../../lib/form-errors.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useOrderAttempts } from "../../state/order-attempts.ts";
import { useCompleteOrder } from "../../state/use-complete-order.ts";
import { useHorizon } from "../schedules/index.ts";
import { WhoPays } from "../shares/index.ts";
import { useCreateOrder } from "./api/create-order.ts";
import { courtFilterQueryKey } from "./api/get-court-filter.ts";
import { useOrder } from "./api/get-order.ts";
import { takeGuestProof, usePrefetchGuestProof } from "./api/guest-proof.ts";
import { BILLING_FIELDS, BillingForm, type BillingInput } from "./components/billing-form.tsx";
import { DraftChangeLinks } from "./components/draft-change-links.tsx";
import { formatCourts, formatWhen } from "./components/format.ts";
import { OrderPanel } from "./components/order-panel.tsx";
import { type PolicyRefusal, PolicyRefusalAlert } from "./components/policy-refusal.tsx";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";
import { takenCourtFrom } from "./taken-court.ts";
import { estimateLines, linesTotal } from "./totals.ts";

const lean = (list: { addon_id: number; qty: number }[]) => list.map(({ addon_id, qty }) => ({ addon_id, qty }));

/** /summary, /padel/summary (member) and the guest summaries: billing, every line, Reserve and pay. */
export function SummaryPage({ sport, guest }: { sport: Sport; guest: boolean }) {
  useSportArea(sport);
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const draft = bookingDrafts[sport]();
  const member = useAuthStore((s) => s.user_frontend);
  const attempts = useOrderAttempts();
  const current = attempts.current[sport];
  const existing = current && draft.inv === current.inv ? current : null;
  const order = useOrder(sport, existing?.order_id ?? null, existing?.access_key);
  const create = useCreateOrder(sport);
  const complete = useCompleteOrder();
  const { currency } = useHorizon(sport);
  const [taken, setTaken] = useState<string | null>(null);
  const [soldOut, setSoldOut] = useState<string | null>(null);
  const [refused, setRefused] = useState<PolicyRefusal | null>(null);
  const routes = paths.sport[sport];

  const lines = estimateLines(draft);
  const defaults: BillingInput = draft.billing ?? {
    name: member?.name ?? "",
    email: member?.email ?? "",
    phone: member?.phone ?? "",
  };

  usePrefetchGuestProof(guest && !existing);
  const [proving, setProving] = useState(false);

  const reserve = async (billing: Billing, setError: UseFormSetError<BillingInput>) => {
    if (!draft.date || !draft.timeslot) return;
    draft.setBilling(billing);
    setTaken(null);
    setSoldOut(null);
    setRefused(null);
    let proof: GuestProof | undefined;
    if (guest) {
      setProving(true);
      try {
        proof = await takeGuestProof(queryClient);
      } catch (error) {
        handleFormError(error, setError, BILLING_FIELDS);
        return;
      } finally {
        setProving(false);
      }
    }
    create.mutate(
      {
        idempotencyKey: attempts.keyFor(sport),
        body: {
          date: draft.date,
          timeslot_id: draft.timeslot.id,
          court_ids: draft.court.map((c) => c.id),
          addons1: lean(draft.addons1),
          addons2: lean(draft.addons2),
          multiaddons1: draft.multiaddons1.map((e) => ({ date: e.date, addons: lean(e.addons) })),
          multiaddons2: draft.multiaddons2.map((e) => ({ date: e.date, addons: lean(e.addons) })),
          billing,
          ...(guest ? { guest: true, proof } : {}),
        },
      },
      {
        onSuccess: (created: Order) => {
          // Nothing to pay (a free booking): it comes back paid, with no link to follow.
          if (created.status === "paid") {
            complete(created, created.access_key ?? null);
            return;
          }
          draft.setInv(created.inv);
          draft.setPaymentLink(created.paymentlink);
          attempts.setCurrent({ sport, order_id: created.order_id, inv: created.inv, access_key: created.access_key ?? null });
          queryClient.setQueryData(["order", sport, created.order_id, created.access_key ?? null], created);
        },
        onError: (error) => {
          const info = parseApiError(error);
          // The booking policy refused (a date beyond the window, a plan's limit): said in words with the way on.
          if (info.code && isPolicyRefusal(info.code)) {
            setRefused({ code: info.code, message: info.message });
            return;
          }
          if (info.status !== 409) {
            handleFormError(error, setError, BILLING_FIELDS);
            return;
          }
          // An add-on ran out: the courts are still the player's to take; only the add-ons change.
          if (info.code === "addon_sold_out") {
            setSoldOut(info.message);
            return;
          }
          // Someone else took a court: this attempt is over; the rest of the draft stays.
          attempts.endAttempt(sport);
          const court = takenCourtFrom([info.message, ...Object.values(info.fieldErrors)], draft.court);
          if (court) draft.setCourt(draft.court.filter((c) => c.id !== court.id));
          void queryClient.invalidateQueries({ queryKey: courtFilterQueryKey(sport) });
          setTaken(info.message);
        },
      },
    );
  };

  return (
    <Stack>
      <PageTitle
        title={t("booking.summary.title")}
        description={guest ? t("booking.summary.guestDescription") : t("booking.summary.description")}
      />
      <Text fw={600}>
        {formatWhen(draft.date ?? order.data?.date, draft.timeslot ?? order.data?.timeslot ?? null)} ·{" "}
        {formatCourts(draft.court) ?? t("booking.summary.noCourt")}
      </Text>
      {taken && (
        <Alert color="red" variant="outline" role="alert" title={t("booking.summary.courtTaken")}>
          <Stack gap="sm" align="flex-start">
            <Text>{taken}</Text>
            <Text size="sm">{t("booking.summary.choicesKept")}</Text>
            <Button onClick={() => navigate(routes.home)}>{t("booking.summary.chooseAnotherCourt")}</Button>
          </Stack>
        </Alert>
      )}
      {refused && <PolicyRefusalAlert sport={sport} refusal={refused} />}
      {soldOut && (
        <Alert color="red" variant="outline" role="alert" title={t("booking.summary.addonSoldOut")}>
          <Stack gap="sm" align="flex-start">
            <Text>{soldOut}</Text>
            <Text size="sm">{t("booking.summary.courtsNotTaken")}</Text>
            <Button onClick={() => navigate(routes.addon)}>{t("booking.changeAddons")}</Button>
          </Stack>
        </Alert>
      )}
      {!existing && draft.court.length === 0 && !taken ? (
        <Paper withBorder p="md" radius="md">
          <Text c="dimmed">{t("booking.nothingChosen")}</Text>
          <Anchor component={Link} to={routes.home}>
            {t("booking.summary.chooseSlot")}
          </Anchor>
        </Paper>
      ) : existing ? (
        <OrderPanel sport={sport} order={order.data} loading={order.isPending}>
          {/* A member may split the held booking with its players (issue 14); a guest pays it all. */}
          {!guest && order.data && <WhoPays sport={sport} order={order.data} />}
        </OrderPanel>
      ) : (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="lines-heading">
            <Title order={2} size="h4" id="lines-heading" mb="sm">
              {t("booking.yourBooking")}
            </Title>
            <OrderLines
              lines={lines}
              total={linesTotal(lines)}
              currency={currency}
              caption={t("booking.summary.estimateCaption")}
            />
            <Text size="sm" c="dimmed" mt="xs">
              {t("booking.summary.finalAmount")}
            </Text>
            <DraftChangeLinks sport={sport} />
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="billing-heading">
            <Title order={2} size="h4" id="billing-heading" mb="sm">
              {t("booking.yourDetails")}
            </Title>
            <BillingForm defaults={defaults} onSubmit={reserve}>
              <Group justify="space-between">
                <Button variant="default" component={Link} to={routes.addon}>
                  {t("booking.back")}
                </Button>
                <Button type="submit" size="md" loading={create.isPending || proving} disabled={draft.court.length === 0}>
                  {t("booking.reserveAndPay")}
                </Button>
              </Group>
            </BillingForm>
          </Paper>
        </>
      )}
    </Stack>
  );
}
