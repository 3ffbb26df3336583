import { type ReleaseDraw, type Sport, sportSettings } from "@courtside/contract";
import { Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../components/table-scroll.tsx";
import { formatInstant } from "../../lib/format.ts";
import { todayIn } from "../schedules/horizon.ts";
import { useReleaseDraw } from "./api/release.ts";

const OUTCOMES = { won: "Won", lost: "Lost", taken: "Taken meanwhile", refused: "Refused (limits)" } as const;

/** /admin/release-draws, /admin/padel/release-draws: a date's draw as staff show a member it was fair. */
export function ReleaseDrawsPage({ sport }: { sport: Sport }) {
  const [date, setDate] = useState(() => todayIn(undefined));
  const draw = useReleaseDraw(sport, date);
  return (
    <Stack maw={900}>
      <PageTitle
        title={`${sportSettings[sport].label} release draws`}
        description="Who entered a date's draw, the recorded seed of the shuffle, and every attempt in the order the draw made it."
      />
      <TextInput
        type="date"
        label="Date drawn"
        value={date}
        onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        maw={220}
      />
      <QueryState what="the draw" pending={draw.isPending} error={draw.error} />
      {draw.data && <DrawRecord record={draw.data} />}
    </Stack>
  );
}

function DrawRecord({ record }: { record: ReleaseDraw }) {
  const { draw } = record;
  if (!draw) {
    return (
      <Text>
        {record.entries_waiting > 0 ? `${record.entries_waiting} entries wait for this date's draw.` : "No draw for this date."}
      </Text>
    );
  }
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>
            Seed <strong>{draw.seed}</strong>; drawn {formatInstant(draw.completed_at ?? draw.claimed_at)}.
          </Text>
          {draw.completed_at && (
            <Text data-testid="draw-reproduced">
              <strong>{draw.reproduced ? "Reproduced" : "Does not reproduce"}</strong>:{" "}
              {draw.reproduced
                ? "running the draw again from these entries and this seed gives exactly the results below."
                : "the recorded results differ from a run of the draw from these entries and seed."}
            </Text>
          )}
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        Entrants in drawn order
      </Title>
      <TableScroll label="Entrants" minWidth={520}>
        <Table>
          <ColumnHeads columns={["Place", "Member", "Entries", "Can win"]} />
          <Table.Tbody>
            {draw.entrants.map((e) => (
              <Table.Tr key={e.member_id}>
                <Table.Td>{e.position}</Table.Td>
                <Table.Td>
                  {e.name}{" "}
                  <Text span size="sm" c="dimmed">
                    {e.email}
                  </Text>
                </Table.Td>
                <Table.Td>{e.entries}</Table.Td>
                <Table.Td>{e.limit}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
      <Title order={2} size="h4">
        Results
      </Title>
      <TableScroll label="Results" minWidth={620}>
        <Table>
          <ColumnHeads columns={["Turn", "Court-slot", "Member", "Outcome", "Booking"]} />
          <Table.Tbody>
            {draw.results.map((r) => (
              <Table.Tr key={r.turn}>
                <Table.Td>{r.turn}</Table.Td>
                <Table.Td>
                  {r.court_name} at {r.start_time}
                </Table.Td>
                <Table.Td>{r.member_name}</Table.Td>
                <Table.Td>
                  <Text span fw={r.outcome === "won" ? 700 : 400}>
                    {OUTCOMES[r.outcome]}
                  </Text>
                </Table.Td>
                <Table.Td>{r.inv ?? ""}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </TableScroll>
    </Stack>
  );
}
