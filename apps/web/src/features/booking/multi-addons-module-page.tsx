import type { Sport } from "@courtside/contract";
import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { Link, useParams } from "react-router";
import { paths, scheduleAddonsHref } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { formatMoney } from "../../lib/format.ts";
import { bookingDrafts } from "../../state/drafts.ts";
import { useHorizon } from "../schedules/index.ts";
import { useAddonModule } from "./api/get-addon-module.ts";
import { formatMultiAddons } from "./components/format.ts";
import { useSportArea } from "./components/use-sport-area.ts";
import { useT } from "./i18n.ts";

/** /multi-addons/module/:id (and /padel/…): a module's add-ons, each chosen per date on its own page. */
export function MultiAddonsModulePage({ sport }: { sport: Sport }) {
  useSportArea(sport);
  const t = useT();
  const { id = "" } = useParams();
  const module = useAddonModule(sport, Number(id));
  const { currency } = useHorizon(sport);
  const draft = bookingDrafts[sport]();
  return (
    <Stack>
      <PageTitle title={module.data?.name ?? t("booking.package.title")} description={module.data?.description} />
      {module.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("booking.package.loading")}</Text>
        </Group>
      )}
      {module.isError && <Alert color="red" variant="outline" title={t("booking.package.notFound")} />}
      {module.data && (
        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            {module.data.addons.map((a) => (
              <Group key={a.id} justify="space-between">
                <div>
                  <Text fw={600}>{a.name}</Text>
                  <Text size="sm">{t("booking.perDate", { price: formatMoney(a.price, currency) ?? "" })}</Text>
                </div>
                <Button component={Link} to={scheduleAddonsHref(sport, String(a.id), "multi")} variant="light">
                  {t("booking.package.chooseDatesFor", { name: a.name })}
                </Button>
              </Group>
            ))}
          </Stack>
        </Paper>
      )}
      <Text>{formatMultiAddons([...draft.multiaddons1, ...draft.multiaddons2]) ?? t("booking.package.noDates")}</Text>
      <Anchor component={Link} to={paths.sport[sport].addon}>
        {t("booking.backToAddons")}
      </Anchor>
    </Stack>
  );
}
