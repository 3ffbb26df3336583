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
import { usePresetMember } from "./use-preset-member.ts";

/**
 * /admin/memberships: a plan sold at the desk to a member found by name, email or phone (or
 * chosen by the link from their customer page, `?member=<id>`); paid there at once.
 */
export function SellMembershipPage() {
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
          toast(`${sold.plan.name} sold to ${member.name}, from ${formatDate(sold.starts_on)}.`, "success");
          setKey(crypto.randomUUID());
        },
        onError: toastApiError,
      },
    );
  };

  return (
    <Stack maw={560}>
      <PageTitle title="Sell a membership" description="Paid at the desk now; it starts today, or when the member's plan ends." />
      {preset.missing && (
        <Alert color="yellow" variant="outline" title="Member not found">
          The link names no member: find them by name, e-mail or phone.
        </Alert>
      )}
      <TextInput label="Find a member" type="search" value={search} onChange={(e) => setSearch(e.currentTarget.value)} />
      {choices.length > 0 ? (
        <Radio.Group
          label={found.length > 0 ? "Members found" : "Member"}
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
        <Text size="sm">{term.trim().length >= 2 ? "No member matches." : "Type at least 2 characters."}</Text>
      )}
      <Select
        label="Plan"
        data={(plans.data?.data ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
        value={planId}
        onChange={setPlanId}
      />
      <Button onClick={onSell} disabled={!member || !planId} loading={sell.isPending}>
        Sell and take payment
      </Button>
    </Stack>
  );
}
