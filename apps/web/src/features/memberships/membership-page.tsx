import { type Membership, REGISTERED_PLAYER } from "@courtside/contract";
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { confirmDialog } from "../../components/confirm.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { toastApiError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useBuyMembership } from "./api/buy-membership.ts";
import { useCancelMembership } from "./api/cancel-membership.ts";
import { useMyMembership } from "./api/get-my-membership.ts";
import { usePlans } from "./api/get-plans.ts";
import { MembershipCard } from "./components/membership-card.tsx";
import { MembershipDetails } from "./components/membership-details.tsx";
import { PlanChoice } from "./components/plan-choice.tsx";
import { useT } from "./i18n.ts";

/** /membership: the member's card, their plan with its dates, benefits and payments, and the plans on sale. */
export function MembershipPage() {
  const t = useT();
  const mine = useMyMembership();
  const plans = usePlans();
  const buy = useBuyMembership();
  const cancel = useCancelMembership();
  const [buying, setBuying] = useState<number | null>(null);

  const onBuy = (planId: number) => {
    setBuying(planId);
    buy.mutate(
      { planId, idempotencyKey: crypto.randomUUID() },
      {
        onSuccess: (bought) => {
          const link = bought.payments[0]?.paymentlink;
          if (link) window.location.assign(link);
          else toast(t("memberships.page.isYours", { plan: bought.plan.name }), "success");
        },
        onError: toastApiError,
        onSettled: () => setBuying(null),
      },
    );
  };

  const onCancel = async (m: Membership) => {
    const pending = m.status === "pending";
    const answer = await confirmDialog({
      title: pending ? t("memberships.dropPurchase") : t("memberships.cancelMembership"),
      message: pending
        ? t("memberships.page.dropMessage", { plan: m.plan.name })
        : t("memberships.page.cancelMessage", { plan: m.plan.name }),
      keepLabel: pending ? t("memberships.page.keepIt") : t("memberships.page.keepMembership"),
    });
    if (answer !== "ok") return;
    cancel.mutate(m.id, {
      onSuccess: () =>
        toast(
          pending ? t("memberships.page.purchaseDropped") : t("memberships.page.cancelled", { plan: m.plan.name }),
          "success",
        ),
      onError: toastApiError,
    });
  };

  const data = mine.data;
  const listed = data ? [...(data.current ? [data.current] : []), ...data.upcoming] : [];
  return (
    <Stack maw={960} mx="auto">
      <PageTitle title={t("memberships.page.title")} description={t("memberships.page.description")} />
      <QueryState what={t("memberships.page.yourMembership")} pending={mine.isPending} error={mine.error} />
      {data && (
        <>
          <MembershipCard
            name={data.name}
            memberNumber={data.member_number}
            // The server names the built-in tier in English: said here in the language in use.
            tier={data.tier === REGISTERED_PLAYER ? t("memberships.registeredPlayer") : data.tier}
          />
          {listed.length === 0 && <Text>{t("memberships.page.noPlan")}</Text>}
          {listed.map((m) => (
            <MembershipDetails key={m.id} membership={m} onCancel={() => void onCancel(m)} />
          ))}
        </>
      )}
      <Title order={2} size="h3">
        {t("memberships.plans")}
      </Title>
      <QueryState what={t("memberships.thePlans")} pending={plans.isPending} error={plans.error} />
      {plans.data?.data.length === 0 && <Text>{t("memberships.page.noPlansOnSale")}</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.data?.data.map((plan) => (
          <PlanChoice key={plan.id} plan={plan} onBuy={() => onBuy(plan.id)} pending={buying === plan.id} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
