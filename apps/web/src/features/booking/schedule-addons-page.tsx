import type { Sport } from "@courtside/contract";
import { Alert, Anchor, Checkbox, Group, Loader, Paper, Stack, Table, Text } from "@mantine/core";
import { Link, useParams, useSearchParams } from "react-router";
import { paths, to } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { WholeNumberInput } from "../../components/whole-number-input.tsx";
import { formatMoney, formatShortDate } from "../../lib/format.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useHorizon } from "../schedules/index.ts";
import { remainingFor, useAddon } from "./api/get-addon.ts";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";
import { withAddonQty } from "./totals.ts";

/**
 * /schedule-addons/:id?module=multi-addons|addons (and the padel twins): one add-on across
 * the horizon's dates. For a multi-add-on each date gets a quantity, written to
 * multiaddons1/2 by the replace/remove rule; for a plain add-on the page shows availability.
 */
export function ScheduleAddonsPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const { id = "" } = useParams();
  const [search] = useSearchParams();
  const routes = paths.sport[sport];
  const isMulti = search.get("module") === routes.addonModules.multi;
  const addon = useAddon(sport, Number(id) || null);
  const horizon = useHorizon(sport);
  const draft = bookingDrafts[sport]();
  const a = addon.data;
  const group = a?.group ?? 1;
  const entries = group === 1 ? draft.multiaddons1 : draft.multiaddons2;
  const timeslotId = draft.timeslot?.id ?? null;

  const qtyOn = (date: string) => entries.find((e) => e.date === date)?.addons.find((x) => x.addon_id === a?.id)?.qty ?? 0;
  const setQty = (date: string, qty: number) => {
    if (!a) return;
    const current = entries.find((e) => e.date === date)?.addons ?? [];
    const addons = withAddonQty(current, { addon_id: a.id, name: a.name, price: a.price }, qty);
    draft.setMultiAddons(group, { date, addons });
  };
  const dates = (a?.availability ?? []).filter((d) => horizon.dates.includes(d.date));

  return (
    <Stack>
      <PageTitle
        title={a ? a.name : t("booking.scheduleAddons.title")}
        description={isMulti ? t("booking.scheduleAddons.multiDescription") : t("booking.scheduleAddons.description")}
      />
      {addon.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("booking.loading")}</Text>
        </Group>
      )}
      {addon.isError && <Alert color="red" variant="outline" title={t("booking.scheduleAddons.notFound")} />}
      {a && (
        <Paper withBorder p="md" radius="md">
          <Text mb="sm">
            {t(isMulti ? "booking.perDate" : "booking.each", { price: formatMoney(a.price, horizon.currency) ?? "" })}
            {draft.timeslot && ` · ${t("booking.scheduleAddons.availabilityAt", { time: draft.timeslot.start })}`}
          </Text>
          <Table>
            <caption className="visually-hidden">{t("booking.scheduleAddons.caption", { name: a.name })}</caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("booking.date")}</Table.Th>
                <Table.Th scope="col">{t("booking.scheduleAddons.left")}</Table.Th>
                {isMulti && (
                  <Table.Th scope="col">
                    {group === 1 ? t("booking.scheduleAddons.quantity") : t("booking.scheduleAddons.book")}
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {dates.map((d) => {
                const left = remainingFor(a, d.date, timeslotId ?? d.timeslots[0]?.timeslot_id ?? null);
                const max = Math.min(99, left ?? 99);
                const label = formatShortDate(d.date);
                return (
                  <Table.Tr key={d.date}>
                    <Table.Th scope="row">{label}</Table.Th>
                    <Table.Td>{left === null ? t("booking.scheduleAddons.plenty") : left}</Table.Td>
                    {isMulti && (
                      <Table.Td>
                        {group === 1 ? (
                          <WholeNumberInput
                            what={t("booking.quantity.what")}
                            aria-label={t("booking.scheduleAddons.onDate", { name: a.name, date: label })}
                            value={qtyOn(d.date)}
                            min={0}
                            max={max}
                            clampBehavior="strict"
                            onChange={(v) => setQty(d.date, Math.min(max, Math.max(0, Number(v) || 0)))}
                            w={100}
                          />
                        ) : (
                          <Checkbox
                            aria-label={t("booking.scheduleAddons.onDate", { name: a.name, date: label })}
                            checked={qtyOn(d.date) > 0}
                            disabled={max === 0 && qtyOn(d.date) === 0}
                            onChange={(e) => setQty(d.date, e.currentTarget.checked ? 1 : 0)}
                          />
                        )}
                      </Table.Td>
                    )}
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      <Group>
        {a?.module_id && isMulti && (
          <Anchor component={Link} to={to(routes.multiAddonsModule, { id: String(a.module_id) })}>
            {t("booking.scheduleAddons.backToPackage")}
          </Anchor>
        )}
        <Anchor component={Link} to={routes.addon}>
          {t("booking.backToAddons")}
        </Anchor>
      </Group>
    </Stack>
  );
}
