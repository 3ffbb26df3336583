import type { Sport } from "@courtside/contract";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useRules } from "../../schedules/index.ts";
import { DraftList } from "./draft-list.tsx";
import { formatMultiAddons } from "./format.ts";
import { slotAndAddonRows } from "./slot-and-addon-rows.ts";

/** What the sport's booking draft holds, as a readable list. */
export function BookingDraftDetails({ sport }: { sport: Sport }) {
  const draft = bookingDrafts[sport]();
  const currency = useRules(sport).data?.currency;
  return (
    <DraftList
      label="Your booking"
      rows={[
        ...slotAndAddonRows(draft, currency),
        { label: "Add-ons per date", value: formatMultiAddons(draft.multiaddons1) },
        { label: "Services per date", value: formatMultiAddons(draft.multiaddons2) },
        { label: "Billing", value: draft.billing ? `${draft.billing.name}, ${draft.billing.email}` : null },
        { label: "Invoice", value: draft.inv },
      ]}
    />
  );
}
