import type { Membership } from "@courtside/contract";
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

/** /membership: the member's card, their plan with its dates, benefits and payments, and the plans on sale. */
export function MembershipPage() {
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
          else toast(`${bought.plan.name} is yours.`, "success");
        },
        onError: toastApiError,
        onSettled: () => setBuying(null),
      },
    );
  };

  const onCancel = async (m: Membership) => {
    const pending = m.status === "pending";
    const answer = await confirmDialog({
      title: pending ? "Drop this purchase" : "Cancel membership",
      message: pending
        ? `The unpaid ${m.plan.name} purchase is dropped; its payment link stops working.`
        : `${m.plan.name} ends today, without a refund. From then on you book as a registered player; your bookings stay.`,
      keepLabel: pending ? "Keep it" : "Keep membership",
    });
    if (answer !== "ok") return;
    cancel.mutate(m.id, {
      onSuccess: () => toast(pending ? "Purchase dropped." : `${m.plan.name} cancelled.`, "success"),
      onError: toastApiError,
    });
  };

  const data = mine.data;
  const listed = data ? [...(data.current ? [data.current] : []), ...data.upcoming] : [];
  return (
    <Stack maw={960} mx="auto">
      <PageTitle title="Membership" description="Your plan, your membership card and the plans on sale." />
      <QueryState what="your membership" pending={mine.isPending} error={mine.error} />
      {data && (
        <>
          <MembershipCard name={data.name} memberNumber={data.member_number} tier={data.tier} />
          {listed.length === 0 && <Text>You book as a registered player. Choose a plan below to get its benefits.</Text>}
          {listed.map((m) => (
            <MembershipDetails key={m.id} membership={m} onCancel={() => void onCancel(m)} />
          ))}
        </>
      )}
      <Title order={2} size="h3">
        Plans
      </Title>
      <QueryState what="the plans" pending={plans.isPending} error={plans.error} />
      {plans.data?.data.length === 0 && <Text>The club sells no plans at the moment.</Text>}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {plans.data?.data.map((plan) => (
          <PlanChoice key={plan.id} plan={plan} onBuy={() => onBuy(plan.id)} pending={buying === plan.id} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
