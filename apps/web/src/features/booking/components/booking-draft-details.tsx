import type { Sport } from "@courtside/contract";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useRules } from "../../schedules/index.ts";
import { useT } from "../i18n.ts";
import { DraftList } from "./draft-list.tsx";
import { formatMultiAddons } from "./format.ts";
import { slotAndAddonRows } from "./slot-and-addon-rows.ts";

/** What the sport's booking draft holds, as a readable list. */
export function BookingDraftDetails({ sport }: { sport: Sport }) {
  const t = useT();
  const draft = bookingDrafts[sport]();
  const currency = useRules(sport).data?.currency;
  return (
    <DraftList
      label={t("booking.yourBooking")}
      rows={[
        ...slotAndAddonRows(draft, currency),
        { label: t("booking.draft.addonsPerDate"), value: formatMultiAddons(draft.multiaddons1) },
        { label: t("booking.draft.servicesPerDate"), value: formatMultiAddons(draft.multiaddons2) },
        { label: t("booking.draft.billing"), value: draft.billing ? `${draft.billing.name}, ${draft.billing.email}` : null },
        { label: t("booking.draft.invoice"), value: draft.inv },
      ]}
    />
  );
}
