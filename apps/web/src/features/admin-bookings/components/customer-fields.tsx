import type { AdminMemberMatch, DeskBookingRequest } from "@courtside/contract";
import { Loader, Radio, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { tone } from "../../../lib/tones.ts";
import { useMemberLookup } from "../api/look-up-members.ts";
import { useT } from "../i18n.ts";

export type CustomerMode = "guest" | "member";

/** A member from the lookup, or a walk-in or phone guest's contact. */
export function CustomerFields({
  mode,
  onModeChange,
  member,
  onMemberChange,
  register,
  errors,
}: {
  mode: CustomerMode;
  onModeChange: (mode: CustomerMode) => void;
  member: AdminMemberMatch | null;
  onMemberChange: (member: AdminMemberMatch) => void;
  register: UseFormRegister<DeskBookingRequest>;
  errors: FieldErrors<DeskBookingRequest>;
}) {
  const t = useT();
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search, 300);
  const lookup = useMemberLookup(term);
  const guestErrors = errors.customer?.guest;
  const customerError = errors.customer?.member_id?.message ?? errors.customer?.message;
  const matches = lookup.data ?? [];
  // The chosen member stays listed even when a new search no longer finds them.
  const shown = member && !matches.some((m) => m.id === member.id) ? [member, ...matches] : matches;

  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t("admin-bookings.customer.label")}
        value={mode}
        onChange={(value) => onModeChange(value as CustomerMode)}
        data={[
          { value: "guest", label: t("admin-bookings.customer.guest") },
          { value: "member", label: t("admin-bookings.customer.member") },
        ]}
        maw={420}
      />
      {mode === "member" ? (
        <Stack gap="xs">
          <TextInput
            label={t("admin-bookings.customer.find")}
            description={t("admin-bookings.customer.findHint")}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            rightSection={lookup.isFetching ? <Loader size="xs" aria-hidden /> : null}
            maw={420}
          />
          {shown.length > 0 ? (
            <Radio.Group
              label={t("admin-bookings.customer.found")}
              value={member?.id ?? ""}
              onChange={(id) => {
                const found = shown.find((m) => m.id === id);
                if (found) onMemberChange(found);
              }}
              error={customerError ? t("admin-bookings.customer.chooseFromList") : undefined}
            >
              <Stack gap={6} mt={4}>
                {shown.map((m) => (
                  <Radio key={m.id} value={m.id} label={`${m.name} · ${m.email}${m.phone ? ` · ${m.phone}` : ""}`} />
                ))}
              </Stack>
            </Radio.Group>
          ) : (
            <Text size="sm" c={customerError ? tone.red : "dimmed"} role={customerError ? "alert" : undefined}>
              {term.trim().length >= 2 && !lookup.isFetching
                ? t("admin-bookings.customer.noMatch")
                : customerError
                  ? t("admin-bookings.customer.findAndChoose")
                  : t("admin-bookings.customer.typeToSearch")}
            </Text>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            label={t("admin-bookings.customer.name")}
            autoComplete="off"
            required
            error={guestErrors?.name?.message}
            {...register("customer.guest.name")}
          />
          <TextInput
            label={t("admin-bookings.customer.email")}
            type="email"
            autoComplete="off"
            required
            error={guestErrors?.email?.message}
            {...register("customer.guest.email")}
          />
          <TextInput
            label={t("admin-bookings.customer.phone")}
            type="tel"
            autoComplete="off"
            required
            error={guestErrors?.phone?.message}
            {...register("customer.guest.phone")}
          />
        </SimpleGrid>
      )}
    </Stack>
  );
}
