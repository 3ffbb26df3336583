import { Alert } from "@mantine/core";
import { formatDate } from "../../../lib/format.ts";
import { lastBookableDate } from "../horizon.ts";
import { t, useT } from "../i18n.ts";
import type { DateParamNotice } from "./use-date-param.ts";

/** Why the page shows another date than the address asked for, in the player's words. */
export function dateParamMessage(notice: DateParamNotice, today: string, totalDays: number): string {
  const date = formatDate(notice.shown);
  const showing =
    notice.shown === today ? t("schedules.dateParam.showingToday", { date }) : t("schedules.dateParam.showing", { date });
  switch (notice.problem) {
    case "not-a-date":
      return t("schedules.dateParam.notADate", { asked: notice.asked, showing });
    case "past":
      return t("schedules.dateParam.past", { date: formatDate(notice.asked), showing });
    case "beyond-horizon":
      return t("schedules.dateParam.beyondHorizon", {
        days: totalDays,
        last: formatDate(lastBookableDate(today, totalDays)),
        showing,
      });
  }
}

export function DateParamAlert({
  notice,
  today,
  totalDays,
}: {
  notice: DateParamNotice | null;
  today: string;
  totalDays: number;
}) {
  const t = useT();
  if (!notice) return null;
  return (
    <Alert color="blue" variant="outline" role="alert" title={t("schedules.dateParam.title")}>
      {dateParamMessage(notice, today, totalDays)}
    </Alert>
  );
}
