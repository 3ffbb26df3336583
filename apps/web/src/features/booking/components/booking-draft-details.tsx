import type { Sport } from "@courtside/contract";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useRules } from "../../schedules/index.ts";
import { DraftList } from "./draft-list.tsx";
import { formatAddons, formatCourts, formatDate, formatMoney, formatMultiAddons, formatTimeslot } from "./format.ts";

/** What the sport's booking draft holds, as a readable list. */
export function BookingDraftDetails({ sport }: { sport: Sport }) {
  const draft = bookingDrafts[sport]();
  const currency = useRules(sport).data?.currency;
  return (
    <DraftList
      label="Your booking"
      rows={[
        { label: "Date", value: formatDate(draft.date) },
        { label: "Time", value: formatTimeslot(draft.timeslot) },
        { label: "Courts", value: formatCourts(draft.court) },
        { label: "Add-ons", value: formatAddons(draft.addons1) },
        { label: "Services", value: formatAddons(draft.addons2) },
        { label: "Add-ons per date", value: formatMultiAddons(draft.multiaddons1) },
        { label: "Services per date", value: formatMultiAddons(draft.multiaddons2) },
        { label: "Billing", value: draft.billing ? `${draft.billing.name}, ${draft.billing.email}` : null },
        { label: "Price", value: formatMoney(draft.price, currency) },
        { label: "Invoice", value: draft.inv },
      ]}
    />
  );
}
