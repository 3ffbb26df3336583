import type { Sport, WaitlistEntry } from "@courtside/contract";
import { Button, Group, Paper, Stack, Text } from "@mantine/core";
import { PayButton } from "../../../components/pay-button.tsx";
import { sportName } from "../../../i18n/common.ts";
import { Trans } from "../../../i18n/trans.tsx";
import { formatSlot } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { formatCountdown, remainingSeconds } from "../../booking/components/hold-countdown.tsx";
import { useSecondClock, wallTimeWithSeconds } from "../../release/components/draw-clock.ts";
import { useT } from "../i18n.ts";

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
  const t = useT();
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
      aria-label={t("waitlist.offer.label", { court: offer.court_name })}
    >
      <Stack gap="xs" align="flex-start">
        <Text fw={700}>
          {until
            ? t("waitlist.offer.heldUntil", { court: offer.court_name, until })
            : t("waitlist.offer.held", { court: offer.court_name })}
        </Text>
        <Text>
          {sportName(sport)} · {slot} · {offer.inv}
        </Text>
        {left !== null &&
          (left > 0 ? (
            <Text size="sm" aria-hidden>
              <Trans
                message={t("waitlist.offer.left", { countdown: formatCountdown(left) })}
                elements={[<span key="countdown" className="countdown" />]}
              />
            </Text>
          ) : (
            <Text size="sm" fw={600} c={tone.red}>
              {t("waitlist.offer.over")}
            </Text>
          ))}
        <Group gap="sm">
          {offer.payment_link ? (
            <PayButton
              link={offer.payment_link}
              label={t("waitlist.offer.payLabel", { court: offer.court_name, time: entry.start_time })}
            >
              {t("waitlist.offer.pay")}
            </PayButton>
          ) : (
            <Text size="sm">{t("waitlist.offer.payBelow", { inv: offer.inv })}</Text>
          )}
          <Button
            variant="default"
            loading={declining}
            onClick={() => onDecline(entry)}
            aria-label={t("waitlist.offer.declineLabel", { court: offer.court_name, time: entry.start_time })}
          >
            {t("waitlist.offer.decline")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
