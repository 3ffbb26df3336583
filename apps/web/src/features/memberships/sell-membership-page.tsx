import type { AdminMemberMatch } from "@courtside/contract";
import { Alert, Button, Radio, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { toastApiError } from "../../lib/form-errors.ts";
import { formatDate } from "../../lib/format.ts";
import { toast } from "../../lib/toast.ts";
import { useMemberLookup } from "../admin-bookings/api/look-up-members.ts";
import { usePlans } from "./api/get-plans.ts";
import { useSellMembership } from "./api/sell-membership.ts";
import { useT } from "./i18n.ts";
import { usePresetMember } from "./use-preset-member.ts";

/**
 * /admin/memberships: a plan sold at the desk to a member found by name, email or phone (or
 * chosen by the link from their customer page, `?member=<id>`); paid there at once.
 */
export function SellMembershipPage() {
  const t = useT();
  const [params] = useSearchParams();
  const preset = usePresetMember(params.get("member"));
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search, 300);
  const lookup = useMemberLookup(term);
  const plans = usePlans();
  const sell = useSellMembership();
  const [member, setMember] = useState<AdminMemberMatch | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // The linked member is chosen once they are read; staff may still search for another.
  useEffect(() => {
    if (preset.member) setMember((chosen) => chosen ?? preset.member);
  }, [preset.member]);
  const found = lookup.data ?? [];
  const choices = member && !found.some((m) => m.id === member.id) ? [member, ...found] : found;

  const onSell = () => {
    if (!member || !planId) return;
    sell.mutate(
      { body: { member_id: member.id, plan_id: Number(planId) }, idempotencyKey: key },
      {
        onSuccess: (sold) => {
          toast(
            t("memberships.sell.sold", { plan: sold.plan.name, member: member.name, date: formatDate(sold.starts_on) }),
            "success",
          );
          setKey(crypto.randomUUID());
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Stack maw={560}>
      <PageTitle title={t("memberships.sell.title")} description={t("memberships.sell.description")} />
      {preset.missing && (
        <Alert color="yellow" variant="outline" title={t("memberships.sell.memberNotFound")}>
          {t("memberships.sell.linkNamesNoMember")}
        </Alert>
      )}
      <TextInput
        label={t("memberships.sell.findMember")}
        type="search"
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      {choices.length > 0 ? (
        <Radio.Group
          label={found.length > 0 ? t("memberships.sell.membersFound") : t("memberships.sell.member")}
          value={member?.id ?? ""}
          onChange={(id) => setMember(choices.find((m) => m.id === id) ?? null)}
        >
          <Stack gap={6} mt={4}>
            {choices.map((m) => (
              <Radio key={m.id} value={m.id} label={`${m.name} · ${m.email}`} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm">{term.trim().length >= 2 ? t("memberships.sell.noMatch") : t("memberships.sell.typeMore")}</Text>
      )}
      <Select
        label={t("memberships.sell.plan")}
        data={(plans.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={planId}
        onChange={setPlanId}
      />
      <Button onClick={onSell} disabled={!member || !planId} loading={sell.isPending}>
        {t("memberships.sell.submit")}
      </Button>
    </Stack>
  );
}
