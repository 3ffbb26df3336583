import type { Sport } from "@courtside/contract";
import { Anchor, Paper, Stack } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { BookingDraftDetails } from "./components/booking-draft-details.tsx";
import { useSportArea } from "./components/use-sport-area.ts";

export type AddonTarget = "multiAddonsModule" | "scheduleAddons";

/** Add-on navigation targets: /multi-addons/module/:id and /schedule-addons/:id?module= (and padel twins). */
export function AddonTargetPage({ sport, target }: { sport: Sport; target: AddonTarget }) {
  useSportArea(sport);
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const module = search.get("module");
  const isMulti = target === "multiAddonsModule" || module === paths.sport[sport].addonModules.multi;
  return (
    <Stack>
      <PageTitle
        title={target === "multiAddonsModule" ? `Add-on package ${id}` : `Add-on ${id}`}
        description={isMulti ? "Add-ons you can book for each date." : "Availability of this add-on."}
      />
      <Paper withBorder p="lg" radius="md">
        <BookingDraftDetails sport={sport} />
      </Paper>
      <Anchor component={Link} to={paths.sport[sport].addon}>
        Back to add-ons
      </Anchor>
    </Stack>
  );
}
