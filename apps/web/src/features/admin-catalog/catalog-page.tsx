import type { Sport } from "@courtside/contract";
import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { useRules } from "../schedules/index.ts";
import { AddonsSection } from "./components/addons-section.tsx";
import { CourtsSection } from "./components/courts-section.tsx";
import { ModulesSection } from "./components/modules-section.tsx";
import { TimeslotsSection } from "./components/timeslots-section.tsx";
import { useT } from "./i18n.ts";

const TABS = ["courts", "timeslots", "addons", "modules"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.some((tab) => tab === value);

/** The sport's catalog, one tab per kind; the open tab is in the address (`?tab=`) so it can be linked and survives a reload. */
export function CatalogPage({ sport }: { sport: Sport }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "courts";
  const currency = useRules(sport).data?.currency;
  const t = useT();

  return (
    <>
      <PageTitle title={t("admin-catalog.catalog.title", { sport })} description={t("admin-catalog.catalog.description")} />
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`admin-catalog.catalog.tab.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="courts">
          <CourtsSection sport={sport} />
        </Tabs.Panel>
        <Tabs.Panel value="timeslots">
          <TimeslotsSection sport={sport} currency={currency} />
        </Tabs.Panel>
        <Tabs.Panel value="addons">
          <AddonsSection sport={sport} currency={currency} />
        </Tabs.Panel>
        <Tabs.Panel value="modules">
          <ModulesSection sport={sport} />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
