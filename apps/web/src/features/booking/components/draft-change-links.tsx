import type { Sport } from "@courtside/contract";
import { Anchor, Group } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { bookingDrafts } from "../../../state/drafts.ts";
import { useT } from "../i18n.ts";

/**
 * On the summary, before reserving: the way back to the add-ons and to the time and courts. A
 * booking started from a grid cell (or with "Skip add-ons") comes here without passing the
 * add-on step, so the add-ons are offered here rather than lost.
 */
export function DraftChangeLinks({ sport }: { sport: Sport }) {
  const t = useT();
  const draft = bookingDrafts[sport]();
  const routes = paths.sport[sport];
  const addons = draft.addons1.length + draft.addons2.length + draft.multiaddons1.length + draft.multiaddons2.length;
  return (
    <Group gap="lg" mt="xs">
      <Anchor component={Link} to={routes.addon}>
        {addons === 0 ? t("booking.draft.addSomething") : t("booking.changeAddons")}
      </Anchor>
      <Anchor component={Link} to={routes.home}>
        {t("booking.draft.changeSlot")}
      </Anchor>
    </Group>
  );
}
