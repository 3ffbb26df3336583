import type { ExtraAddonDraftFields } from "../../../state/extra-addon-store.ts";
import { t } from "../i18n.ts";
import { formatAddons, formatCourts, formatDate, formatMoney, formatTimeslot } from "./format.ts";

/** The rows both drafts share (the extra-addon draft is a subset of the booking draft). */
export function slotAndAddonRows(draft: ExtraAddonDraftFields, currency: string | undefined) {
  return [
    { label: t("booking.date"), value: formatDate(draft.date) },
    { label: t("booking.time"), value: formatTimeslot(draft.timeslot) },
    { label: t("booking.courts"), value: formatCourts(draft.court) },
    { label: t("booking.addons.title"), value: formatAddons(draft.addons1) },
    { label: t("booking.addons.services"), value: formatAddons(draft.addons2) },
    { label: t("booking.draft.price"), value: formatMoney(draft.price, currency) },
  ];
}
