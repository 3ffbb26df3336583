import { type Sport, sportSettings, type WaitlistEntry } from "@courtside/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { PayButton } from "../../../components/pay-button.tsx";
import { formatSlot } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { formatCountdown, remainingSeconds } from "../../booking/components/hold-countdown.tsx";
import { useSecondClock, wallTimeWithSeconds } from "../../release/components/draw-clock.ts";

/**
 * A court held for the member from the waitlist: which court, until when (with a countdown),
 * Pay to take it, Decline to pass it on. The countdown is for the eye only; the words carry
 * the deadline, so the live region it sits in is not read out every second.
 */
export function OfferCard({
  sport,
  entry,
  timezone,
  declining,
  onDecline,
}: {
  sport: Sport;
  entry: WaitlistEntry;
  timezone?: string;
  declining: boolean;
  onDecline: (entry: WaitlistEntry) => void;
}) {
  const offer = entry.offer;
  const now = useSecondClock(Boolean(offer?.expires_at));
  if (!offer) return null;
  const until = offer.expires_at ? wallTimeWithSeconds(offer.expires_at, timezone).slice(0, 5) : null;
  const left = offer.expires_at ? remainingSeconds(offer.expires_at, now) : null;
  const slot = formatSlot(entry.date, entry.start_time, entry.end_time);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      bg="var(--mantine-color-blue-light)"
      style={{ borderColor: "var(--mantine-color-blue-filled)", borderWidth: 2 }}
      aria-label={`${offer.court_name} held for you`}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>
          {offer.court_name} is held for you{until ? ` until ${until}` : ""}
        </Text>
        <Text>
          {sportSettings[sport].label} · {slot} · {offer.inv}
        </Text>
        {left !== null &&
          (left > 0 ? (
            <Text size="sm" aria-hidden>
              <span className="countdown">{formatCountdown(left)}</span> left to pay
            </Text>
          ) : (
            <Text size="sm" fw={600} c={tone.red}>
              The time to pay is over: the court passes to the next in line.
            </Text>
          ))}
        <Group gap="sm">
          {offer.payment_link ? (
            <PayButton link={offer.payment_link} label={`Pay to take it: ${offer.court_name} at ${entry.start_time}`}>
              Pay to take it
            </PayButton>
          ) : (
            <Text size="sm">Pay {offer.inv} from your bookings below to take it.</Text>
          )}
          <Button
            variant="default"
            loading={declining}
            onClick={() => onDecline(entry)}
            aria-label={`Decline: ${offer.court_name} at ${entry.start_time}`}
          >
            Decline
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
