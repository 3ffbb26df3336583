import type { ReleaseDraw, Sport } from "@courtside/contract";
import { Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../components/table-scroll.tsx";
import { Trans } from "../../i18n/trans.tsx";
import { formatInstant } from "../../lib/format.ts";
import { todayIn } from "../schedules/horizon.ts";
import { useReleaseDraw } from "./api/release.ts";
import { useT } from "./i18n.ts";

/** /admin/release-draws, /admin/padel/release-draws: a date's draw as staff show a member it was fair. */
export function ReleaseDrawsPage({ sport }: { sport: Sport }) {
  const t = useT();
  const [date, setDate] = useState(() => todayIn(undefined));
  const draw = useReleaseDraw(sport, date);
  return (
    <Stack maw={900}>
      <PageTitle title={t("release.draws.title", { sport })} description={t("release.draws.description")} />
      <TextInput
        type="date"
        label={t("release.draws.date")}
        value={date}
        onChange={(e) => e.currentTarget.value && setDate(e.currentTarget.value)}
        maw={220}
      />
      <QueryState what={t("release.draws.what")} pending={draw.isPending} error={draw.error} />
      {draw.data && <DrawRecord record={draw.data} />}
    </Stack>
  );
}

function DrawRecord({ record }: { record: ReleaseDraw }) {
  const t = useT();
  const { draw } = record;
  if (!draw) {
    return (
      <Text>
        {record.entries_waiting > 0 ? t("release.draws.waiting", { count: record.entries_waiting }) : t("release.draws.none")}
      </Text>
    );
  }
  return (
    <Stack>
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text>
            <Trans
              message={t("release.draws.seed", { seed: draw.seed, at: formatInstant(draw.completed_at ?? draw.claimed_at) })}
              elements={[<strong key="strong" />]}
            />
          </Text>
          {draw.completed_at && (
            <Text data-testid="draw-reproduced">
              <Trans
                message={draw.reproduced ? t("release.draws.reproduced") : t("release.draws.notReproduced")}
                elements={[<strong key="strong" />]}
              />
            </Text>
          )}
        </Stack>
      </Paper>
      <Title order={2} size="h4">
        {t("release.draws.entrantsTitle")}
      </Title>
      <TableScroll label={t("release.draws.entrants")} minWidth={520}>
        <Table>
          <ColumnHeads
            columns={[
              t("release.draws.col.place"),
              t("release.draws.col.member"),
              t("release.draws.col.entries"),
              t("release.draws.col.canWin"),
            ]}
          />
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
        {t("release.draws.results")}
      </Title>
      <TableScroll label={t("release.draws.results")} minWidth={620}>
        <Table>
          <ColumnHeads
            columns={[
              t("release.draws.col.turn"),
              t("release.draws.col.courtSlot"),
              t("release.draws.col.member"),
              t("release.draws.col.outcome"),
              t("release.draws.col.booking"),
            ]}
          />
          <Table.Tbody>
            {draw.results.map((r) => (
              <Table.Tr key={r.turn}>
                <Table.Td>{r.turn}</Table.Td>
                <Table.Td>{t("release.slot", { court: r.court_name, time: r.start_time })}</Table.Td>
                <Table.Td>{r.member_name}</Table.Td>
                <Table.Td>
                  <Text span fw={r.outcome === "won" ? 700 : 400}>
                    {t(`release.draws.outcome.${r.outcome}`)}
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
