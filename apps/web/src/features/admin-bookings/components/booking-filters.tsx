import { ADMIN_BOOKING_SORTS, ADMIN_BOOKING_STATUS_FILTERS, type AdminBookingSort } from "@courtside/contract";
import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import type { ListQuery } from "../use-list-query.ts";
import { orderState, stateLabel } from "./state-badge.tsx";

const sortLabels: Record<AdminBookingSort, string> = {
  created_desc: "Newest orders first",
  created_asc: "Oldest orders first",
  date_asc: "Booking date, earliest first",
  date_desc: "Booking date, latest first",
  total_desc: "Total, highest first",
  total_asc: "Total, lowest first",
};

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
  const [q, setQ] = useState(query.q ?? "");
  // Follows the address (back, a cleared filter) without undoing what is being typed.
  useEffect(() => setQ((typed) => (typed.trim() === (query.q ?? "") ? typed : (query.q ?? ""))), [query.q]);
  const search = useDebouncedCallback((value: string) => onChange({ q: value.trim() || undefined }), 350);

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
      <TextInput
        label="Search"
        placeholder="Name, email or invoice"
        type="search"
        value={q}
        error={errors.q}
        onChange={(e) => {
          setQ(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
      />
      <TextInput
        label="From"
        type="date"
        value={query.from ?? ""}
        error={errors.from}
        onChange={(e) => onChange({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        label="To"
        type="date"
        value={query.to ?? ""}
        error={errors.to}
        onChange={(e) => onChange({ to: e.currentTarget.value || undefined })}
      />
      <NativeSelect
        label="Status"
        value={query.status ?? ""}
        error={errors.status}
        onChange={(e) => onChange({ status: e.currentTarget.value || undefined })}
        data={[
          { value: "", label: "Any status" },
          // The badges' words, so the filter and the list say the same thing.
          ...ADMIN_BOOKING_STATUS_FILTERS.map((s) => ({
            value: s,
            label: stateLabel(s === "refund_due" ? "refund_due" : orderState(s, false)),
          })),
        ]}
      />
      <NativeSelect
        label="Sort"
        value={query.sort}
        error={errors.sort}
        onChange={(e) => onChange({ sort: e.currentTarget.value })}
        data={ADMIN_BOOKING_SORTS.map((s) => ({ value: s, label: sortLabels[s] }))}
      />
    </SimpleGrid>
  );
}
