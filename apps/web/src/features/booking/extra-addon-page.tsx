import type { Sport } from "@courtside/contract";
import { Button, Group, Paper, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { ExtraAddonDetails } from "./components/extra-addon-details.tsx";
import { useSportArea } from "./components/use-sport-area.ts";

export type ExtraAddonStep = "extraAddon" | "extraSummary";

/** /extra-addon/:order_id and /extra-summary/:order_id (and the padel twins). */
export function ExtraAddonPage({ sport, step }: { sport: Sport; step: ExtraAddonStep }) {
  useSportArea(sport);
  const { order_id = "" } = useParams();
  const routes = paths.sport[sport];
  return (
    <Stack>
      <PageTitle
        title={step === "extraAddon" ? "Extra add-ons" : "Extra add-ons summary"}
        description={`For order ${order_id}`}
      />
      <Paper withBorder p="lg" radius="md">
        <ExtraAddonDetails sport={sport} />
      </Paper>
      {step === "extraAddon" && (
        <Group>
          <Button component={Link} to={to(routes.extraSummary, { order_id })}>
            Continue to summary
          </Button>
        </Group>
      )}
    </Stack>
  );
}
