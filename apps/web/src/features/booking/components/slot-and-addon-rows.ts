import type { ExtraAddonDraftFields } from "../../../state/extra-addon-store.ts";
import { formatAddons, formatCourts, formatDate, formatMoney, formatTimeslot } from "./format.ts";

/** The rows both drafts share (the extra-addon draft is a subset of the booking draft). */
export function slotAndAddonRows(draft: ExtraAddonDraftFields, currency: string | undefined) {
  return [
    { label: "Date", value: formatDate(draft.date) },
    { label: "Time", value: formatTimeslot(draft.timeslot) },
    { label: "Courts", value: formatCourts(draft.court) },
    { label: "Add-ons", value: formatAddons(draft.addons1) },
    { label: "Services", value: formatAddons(draft.addons2) },
    { label: "Price", value: formatMoney(draft.price, currency) },
  ];
}
