import { SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Anchor, Button, Group, Loader, Paper, SegmentedControl, Stack, Text } from "@mantine/core";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { useRules } from "./api/get-rules.ts";

function Horizon({ sport }: { sport: Sport }) {
  const rules = useRules(sport);
  if (rules.isPending) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" aria-hidden />
        <Text>Loading the booking rules…</Text>
      </Group>
    );
  }
  return (
    <Text fw={600}>
      Bookable up to {rules.totalDays} days ahead
      {rules.data && ` · times in ${rules.data.timezone}`}
    </Text>
  );
}

/** /court-schedules (sport to choose), /court-schedules-tennis, /court-schedules-padel. */
export function CourtSchedulesPage({ sport }: { sport: Sport | null }) {
  const navigate = useNavigate();
  return (
    <Stack>
      <PageTitle
        title={sport ? `${sportSettings[sport].label} court schedules` : "Court schedules"}
        description="See which courts are free and pick a slot."
      />
      <SegmentedControl
        aria-label="Sport"
        value={sport ?? ""}
        onChange={(value) => navigate(paths.sport[value as Sport].courtSchedules)}
        data={SPORTS.map((s) => ({ value: s, label: sportSettings[s].label }))}
        maw={360}
      />
      {sport ? (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="sm">
            <Horizon sport={sport} />
            <Group>
              <Button component={Link} to={paths.sport[sport].home}>
                Book {sportSettings[sport].label.toLowerCase()}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ) : (
        <Group gap="md">
          {SPORTS.map((s) => (
            <Anchor key={s} component={Link} to={paths.sport[s].courtSchedules}>
              {sportSettings[s].label} schedules
            </Anchor>
          ))}
        </Group>
      )}
    </Stack>
  );
}
