import type { Addon, Sport } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, Navigate, useNavigate } from "react-router";
import { paths, scheduleAddonsHref, to } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { formatMoney } from "../../lib/format.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useHorizon } from "../schedules/index.ts";
import { useAddonModule } from "./api/get-addon-module.ts";
import { useAddons } from "./api/get-addons.ts";
import { QuantityAddonRow, ServiceAddonRow } from "./components/addon-rows.tsx";
import { BookingDraftDetails } from "./components/booking-draft-details.tsx";
import { formatCourts, formatMultiAddons, formatWhen } from "./components/format.ts";
import { StockChangesAlert } from "./components/stock-changes-alert.tsx";
import { useAddonStock } from "./components/use-addon-stock.ts";
import { useDraftPrice } from "./components/use-draft-price.ts";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";
import { withAddonQty } from "./totals.ts";

function modulesOf(addons: Addon[]): number[] {
  return [
    ...new Set(addons.filter((a) => a.module === "multi-addons" && a.module_id !== null).map((a) => a.module_id as number)),
  ];
}

function ModuleLink({ sport, id }: { sport: Sport; id: number }) {
  const t = useT();
  const module = useAddonModule(sport, id);
  return (
    <Anchor component={Link} to={to(paths.sport[sport].multiAddonsModule, { id: String(id) })}>
      {module.data ? t("booking.addons.moduleLink", { name: module.data.name }) : t("booking.addons.packageLink")}
    </Anchor>
  );
}

/** /addon, /padel/addon: add-ons by quantity, services, and the multi-add-on modules. */
export function AddonPage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const navigate = useNavigate();
  const draft = bookingDrafts[sport]();
  const { currency } = useHorizon(sport);
  const addons = useAddons(sport);
  const total = useDraftPrice(sport);
  const single = (addons.data ?? []).filter((a) => a.module === "addons");
  const { remaining, stockChanges } = useAddonStock(
    sport,
    addons.data,
    { date: draft.date, timeslotId: draft.timeslot?.id ?? null },
    draft,
  );
  const routes = paths.sport[sport];

  if (draft.court.length === 0 && !draft.inv) return <Navigate to={routes.home} replace />;

  const entry = (a: Addon) => ({ addon_id: a.id, name: a.name, price: a.price });
  return (
    <Stack>
      <PageTitle title={t("booking.addons.title")} description={t("booking.addons.description")} />
      <Text>
        {formatWhen(draft.date, draft.timeslot)} · {formatCourts(draft.court)}
      </Text>
      {addons.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("booking.addons.loading")}</Text>
        </Group>
      )}
      {addons.isError && <Alert color="red" variant="outline" title={t("booking.addons.loadFailed")} />}
      <StockChangesAlert changes={stockChanges} />
      {addons.data && (
        <>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="addons1-heading">
            <Title order={2} size="h4" id="addons1-heading" mb="sm">
              {t("booking.addons.equipment")}
            </Title>
            <Stack gap="md">
              {single
                .filter((a) => a.group === 1)
                .map((a) => (
                  <QuantityAddonRow
                    key={a.id}
                    addon={a}
                    currency={currency}
                    remaining={remaining(a.id)}
                    chosen={draft.addons1.find((x) => x.addon_id === a.id)}
                    onChange={(qty) => draft.setAddons(1, withAddonQty(draft.addons1, entry(a), qty))}
                  />
                ))}
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="addons2-heading">
            <Title order={2} size="h4" id="addons2-heading" mb="sm">
              {t("booking.addons.services")}
            </Title>
            <Stack gap="md">
              {single
                .filter((a) => a.group === 2)
                .map((a) => (
                  <ServiceAddonRow
                    key={a.id}
                    addon={a}
                    currency={currency}
                    remaining={remaining(a.id)}
                    chosen={draft.addons2.some((x) => x.addon_id === a.id)}
                    onChange={(on) => draft.setAddons(2, withAddonQty(draft.addons2, entry(a), on ? 1 : 0))}
                  />
                ))}
              {single.length > 0 && (
                <Anchor component={Link} to={scheduleAddonsHref(sport, String(single[0]?.id), "single")} size="sm">
                  {t("booking.addons.availabilityByDate")}
                </Anchor>
              )}
            </Stack>
          </Paper>
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="multi-heading">
            <Title order={2} size="h4" id="multi-heading" mb="sm">
              {t("booking.addons.packagesByDate")}
            </Title>
            <Stack gap="xs">
              {modulesOf(addons.data).map((id) => (
                <ModuleLink key={id} sport={sport} id={id} />
              ))}
              <Text size="sm">
                {formatMultiAddons([...draft.multiaddons1, ...draft.multiaddons2]) ?? t("booking.addons.noPackageDates")}
              </Text>
            </Stack>
          </Paper>
        </>
      )}
      <Paper withBorder p="md" radius="md">
        <BookingDraftDetails sport={sport} />
      </Paper>
      <Group justify="space-between">
        <Text fw={600} aria-live="polite">
          {t("booking.totalSoFar", { total: formatMoney(total, currency) ?? "" })}
        </Text>
        <Group>
          <Button variant="default" component={Link} to={routes.home}>
            {t("booking.back")}
          </Button>
          <Button size="md" onClick={() => navigate(routes.auth)}>
            {t("booking.continue")}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
