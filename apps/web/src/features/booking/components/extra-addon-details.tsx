import type { Sport } from "@courtside/contract";
import { extraAddonDrafts } from "../../../state/drafts.ts";
import { useRules } from "../../schedules/index.ts";
import { useT } from "../i18n.ts";
import { DraftList } from "./draft-list.tsx";
import { slotAndAddonRows } from "./slot-and-addon-rows.ts";

/** What the sport's extra-addon draft holds. */
export function ExtraAddonDetails({ sport }: { sport: Sport }) {
  const t = useT();
  const draft = extraAddonDrafts[sport]();
  const currency = useRules(sport).data?.currency;
  return <DraftList label={t("booking.extraAddons")} rows={slotAndAddonRows(draft, currency)} />;
}
