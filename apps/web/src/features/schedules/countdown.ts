import { t } from "./i18n.ts";

/** Time left as people say it: "in 2 d 3 h", "in 2 h 13 min", "in 4 min 05 s", "in 12 s". */
export function countdownWords(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  const seconds = s % 60;
  if (days > 0) return t("schedules.countdown.days", { days, hours });
  if (hours > 0) return t("schedules.countdown.hours", { hours, minutes });
  if (minutes >= 10) return t("schedules.countdown.minutes", { minutes });
  if (minutes > 0) return t("schedules.countdown.minutesSeconds", { minutes, seconds: String(seconds).padStart(2, "0") });
  return t("schedules.countdown.seconds", { seconds });
}
