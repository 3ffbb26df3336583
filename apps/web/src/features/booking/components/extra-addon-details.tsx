import type { Sport } from "@courtside/contract";
import { extraAddonDrafts } from "../../../state/drafts.ts";
import { useRules } from "../../schedules/index.ts";
import { DraftList } from "./draft-list.tsx";
import { formatAddons, formatCourts, formatDate, formatMoney, formatTimeslot } from "./format.ts";

/** What the sport's extra-addon draft holds. */
export function ExtraAddonDetails({ sport }: { sport: Sport }) {
  const draft = extraAddonDrafts[sport]();
  const currency = useRules(sport).data?.currency;
  return (
    <DraftList
      label="Extra add-ons"
      rows={[
        { label: "Date", value: formatDate(draft.date) },
        { label: "Time", value: formatTimeslot(draft.timeslot) },
        { label: "Courts", value: formatCourts(draft.court) },
        { label: "Add-ons", value: formatAddons(draft.addons1) },
        { label: "Services", value: formatAddons(draft.addons2) },
        { label: "Price", value: formatMoney(draft.price, currency) },
      ]}
    />
  );
}
