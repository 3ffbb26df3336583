import { type Sport, sportSettings } from "@courtside/contract";
import { Tabs } from "@mantine/core";
import { useSearchParams } from "react-router";
import { PageTitle } from "../../components/page-title.tsx";
import { useRules } from "../schedules/index.ts";
import { AddonsSection } from "./components/addons-section.tsx";
import { CourtsSection } from "./components/courts-section.tsx";
import { ModulesSection } from "./components/modules-section.tsx";
import { TimeslotsSection } from "./components/timeslots-section.tsx";

const TABS = [
  { value: "courts", label: "Courts" },
  { value: "timeslots", label: "Timeslots and prices" },
  { value: "addons", label: "Add-ons" },
  { value: "modules", label: "Modules" },
] as const;
type Tab = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is Tab => TABS.some((t) => t.value === value);

/** The sport's catalog, one tab per kind; the open tab is in the address (`?tab=`) so it can be linked and survives a reload. */
export function CatalogPage({ sport }: { sport: Sport }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab: Tab = isTab(requested) ? requested : "courts";
  const currency = useRules(sport).data?.currency;

  return (
    <>
      <PageTitle
        title={`${sportSettings[sport].label} catalog`}
        description="Courts, timeslots and prices, add-ons and modules."
      />
      <Tabs value={tab} onChange={(value) => value && setParams({ tab: value }, { replace: true })} keepMounted={false}>
        <Tabs.List mb="md">
          {TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
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
