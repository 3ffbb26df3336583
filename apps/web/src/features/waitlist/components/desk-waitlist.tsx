import type { AdminWaitlist, Sport } from "@courtside/contract";
import { Alert, Stack, Text, Title } from "@mantine/core";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate } from "../../../lib/format.ts";
import { useAdminWaitlist } from "../api/waitlist.ts";
import { courtsWords, placeWords } from "../waitlist-words.ts";

/** "3 waiting", "1 waiting" per timeslot with anyone in line or offered a court. */
export function waitingCounts(day: AdminWaitlist | undefined): Map<number, number> {
  return new Map((day?.slots ?? []).filter((s) => s.entries.length > 0).map((s) => [s.timeslot_id, s.entries.length]));
}

/** The desk's grid note for a time: how many wait for it. */
export function useWaitingNote(sport: Sport, date: string | null) {
  const day = useAdminWaitlist(sport, date);
  const counts = waitingCounts(day.data);
  return { day, note: (timeslotId: number) => (counts.has(timeslotId) ? `${counts.get(timeslotId)} waiting` : undefined) };
}

/**
 * Who waits for what on the desk's date, per time in line order: name, e-mail, the courts
 * they want, their place, and a court held for them (its invoice). Staff can tell a caller
 * where they stand, or see why a freed court shows held.
 */
export function DeskWaitlist({ day, date }: { day: ReturnType<typeof useAdminWaitlist>; date: string }) {
  const slots = (day.data?.slots ?? []).filter((s) => s.entries.length > 0);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="desk-waitlist">
        Waitlist on {formatDate(date)}
      </Title>
      {day.isError && (
        <Alert color="red" variant="outline" role="alert">
          Could not load the waitlist: {parseApiError(day.error).message}
        </Alert>
      )}
      {day.data && slots.length === 0 && <Text c="dimmed">Nobody is waiting for a court on this date.</Text>}
      {slots.map((slot) => (
        <Stack key={slot.timeslot_id} gap={4} component="section" aria-labelledby={`desk-waitlist-${slot.timeslot_id}`}>
          <Text fw={600} id={`desk-waitlist-${slot.timeslot_id}`}>
            {slot.start_time}–{slot.end_time} · {slot.entries.length} waiting
          </Text>
          <Stack component="ol" gap={4} m={0} pl="lg">
            {slot.entries.map((e) => (
              <li key={e.id}>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  <strong>{e.member_name}</strong> ({e.member_email}) · {courtsWords(e.courts)} ·{" "}
                  {e.status === "offered"
                    ? `${e.offer_court_name ?? "a court"} held for them${e.offer_inv ? ` (${e.offer_inv})` : ""}`
                    : (placeWords(e.place) ?? "waiting")}
                </Text>
              </li>
            ))}
          </Stack>
        </Stack>
      ))}
    </Stack>
  );
}
