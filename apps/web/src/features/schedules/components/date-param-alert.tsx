import { Alert } from "@mantine/core";
import { formatDate } from "../../../lib/format.ts";
import { lastBookableDate } from "../horizon.ts";
import type { DateParamNotice } from "./use-date-param.ts";

/** Why the page shows another date than the address asked for, in the player's words. */
export function dateParamMessage(notice: DateParamNotice, today: string, totalDays: number): string {
  const showing = `Showing ${notice.shown === today ? "today, " : ""}${formatDate(notice.shown)}.`;
  switch (notice.problem) {
    case "not-a-date":
      return `“${notice.asked}” is not a date. ${showing}`;
    case "past":
      return `${formatDate(notice.asked)} has passed. ${showing}`;
    case "beyond-horizon":
      return `Courts can be booked up to ${totalDays} days ahead (until ${formatDate(lastBookableDate(today, totalDays))}). ${showing}`;
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
  if (!notice) return null;
  return (
    <Alert color="blue" variant="outline" role="alert" title="That date isn't bookable">
      {dateParamMessage(notice, today, totalDays)}
    </Alert>
  );
}
