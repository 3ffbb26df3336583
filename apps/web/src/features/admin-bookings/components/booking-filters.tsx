import { ADMIN_BOOKING_SORTS, ADMIN_BOOKING_STATUS_FILTERS } from "@courtside/contract";
import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { useT } from "../i18n.ts";
import type { ListQuery } from "../use-list-query.ts";
import { orderState, stateLabel } from "./state-badge.tsx";

/** Date range, status, search and sort of the list; field errors come from the server's 422. */
export function BookingFilters({
  query,
  errors,
  onChange,
}: {
  query: ListQuery;
  errors: Record<string, string>;
  onChange: (changes: Record<string, string | undefined>) => void;
}) {
  // The search box is typed into freely; the list follows a moment after typing stops.
  const t = useT();
  const [q, setQ] = useState(query.q ?? "");
  // Follows the address (back, a cleared filter) without undoing what is being typed.
  useEffect(() => setQ((typed) => (typed.trim() === (query.q ?? "") ? typed : (query.q ?? ""))), [query.q]);
  const search = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 350);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <TextInput
        label={t("admin-bookings.filters.search")}
        placeholder={t("admin-bookings.filters.searchPlaceholder")}
        type="search"
        value={q}
        error={errors.q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
      />
      <TextInput
        label={t("admin-bookings.filters.from")}
        type="date"
        value={query.from ?? ""}
        error={errors.from}
        onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        label={t("admin-bookings.filters.to")}
        type="date"
        value={query.to ?? ""}
        error={errors.to}
        onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
      />
      <NativeSelect
        label={t("admin-bookings.filters.status")}
        value={query.status ?? ""}
        error={errors.status}
        onChange={(e) => onChange({ status: e.currentTarget.value || undefined })}
        data={[
          { value: "", label: t("admin-bookings.filters.anyStatus") },
          // The badges' words, so the filter and the list say the same thing.
          ...ADMIN_BOOKING_STATUS_FILTERS.map((s) => ({
            value: s,
            label: stateLabel(s === "refund_due" ? "refund_due" : orderState(s, false)),
          })),
        ]}
      />
      <NativeSelect
        label={t("admin-bookings.filters.sort")}
        value={query.sort}
        error={errors.sort}
        onChange={(e) => onChange({ sort: e.currentTarget.value })}
        data={ADMIN_BOOKING_SORTS.map((s) => ({ value: s, label: t(`admin-bookings.sort.${s}`) }))}
      />
    </SimpleGrid>
  );
}
