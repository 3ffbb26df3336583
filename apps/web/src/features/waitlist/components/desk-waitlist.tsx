import type { AdminWaitlist, Sport } from "@courtside/contract";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useAdminWaitlist } from "../api/waitlist.ts";
import { useT } from "../i18n.ts";
import { courtsWords, placeWords } from "../waitlist-words.ts";

/** "3 waiting", "1 waiting" per timeslot with anyone in line or offered a court. */
export function waitingCounts(day: AdminWaitlist | undefined): Map<number, number> {
  return new Map((day?.slots ?? []).filter((s) => s.entries.length > 0).map((s) => [s.timeslot_id, s.entries.length]));
}

/** The desk's grid note for a time: how many wait for it. */
export function useWaitingNote(sport: Sport, date: string | null) {
  const t = useT();
  const day = useAdminWaitlist(sport, date);
  const counts = waitingCounts(day.data);
  return {
    day,
    note: (timeslotId: number) => {
      const count = counts.get(timeslotId);
      return count === undefined ? undefined : t("waitlist.desk.waiting", { count });
    },
  };
}

/**
 * Who waits for what on the desk's date, per time in line order: name, e-mail, the courts
 * they want, their place, and a court held for them (its invoice). Staff can tell a caller
 * where they stand, or see why a freed court shows held.
 */
export function DeskWaitlist({ day, date }: { day: ReturnType<typeof useAdminWaitlist>; date: string }) {
  const t = useT();
  const slots = (day.data?.slots ?? []).filter((s) => s.entries.length > 0);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="desk-waitlist">
        {t("waitlist.desk.title", { date: formatDate(date) })}
      </Title>
      {day.isError && (
        <Alert color="red" variant="outline" role="alert">
          {t("waitlist.desk.loadError", { message: parseApiError(day.error).message })}
        </Alert>
      )}
      {day.data && slots.length === 0 && <Text c="dimmed">{t("waitlist.desk.empty")}</Text>}
      {slots.map((slot) => (
        <Stack key={slot.timeslot_id} gap={4} component="section" aria-labelledby={`desk-waitlist-${slot.timeslot_id}`}>
          <Text fw={600} id={`desk-waitlist-${slot.timeslot_id}`}>
            {slot.start_time}–{slot.end_time} · {t("waitlist.desk.waiting", { count: slot.entries.length })}
          </Text>
          <Stack component="ol" gap={4} m={0} pl="lg">
            {slot.entries.map((e) => (
              <li key={e.id}>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  <strong>{e.member_name}</strong> ({e.member_email}) · {courtsWords(e.courts)} ·{" "}
                  {e.status === "offered"
                    ? e.offer_inv
                      ? t("waitlist.desk.heldWithInvoice", {
                          court: e.offer_court_name ?? t("waitlist.desk.aCourt"),
                          inv: e.offer_inv,
                        })
                      : t("waitlist.desk.held", { court: e.offer_court_name ?? t("waitlist.desk.aCourt") })
                    : (placeWords(e.place) ?? t("waitlist.desk.waitingPlace"))}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
