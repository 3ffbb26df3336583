import type { MyRelease, Sport } from "@courtside/contract";
import { Alert, Stack, Text } from "@mantine/core";
import { PayButton } from "../../../components/pay-button.tsx";
import { WaitForLostDraw } from "../../waitlist/components/wait-for-lost-draw.tsx";
import { wallTimeWithSeconds } from "./draw-clock.ts";

/**
 * After the draw: each court-slot won with its hold's deadline and Pay, or "not drawn" and what
 * is still free; either way the court-slots not won can be waited for.
 */
export function DrawResult({ sport, release, timezone }: { sport: Sport; release: MyRelease; timezone?: string }) {
  if (release.entries.length === 0) return <Text>The draw for this date has been made; what is free is bookable below.</Text>;
  return (
    <Stack gap="sm">
      <Outcome release={release} timezone={timezone} />
      <WaitForLostDraw sport={sport} release={release} />
    </Stack>
  );
}

function Outcome({ release, timezone }: { release: MyRelease; timezone?: string }) {
  if (release.wins.length > 0) {
    return (
      <Stack gap="xs" role="status">
        {release.wins.map((w) => (
          <Alert key={w.order_id} color="blue" variant="outline" title={`You won ${w.court_name} at ${w.start_time}`}>
            <Stack gap="xs" align="flex-start">
              {w.status === "pending" && w.hold_expires_at ? (
                <Text>
                  It is held for you: pay by {wallTimeWithSeconds(w.hold_expires_at, timezone).slice(0, 5)} ({w.inv}), or it is
                  released.
                </Text>
              ) : (
                <Text>
                  Booking {w.inv}: {w.status}.
                </Text>
              )}
              {w.status === "pending" && w.payment_link && (
                <PayButton link={w.payment_link}>{`Pay for ${w.court_name} at ${w.start_time}`}</PayButton>
              )}
            </Stack>
          </Alert>
        ))}
      </Stack>
    );
  }
  return (
    <Alert color="gray" variant="light" title="Not drawn this time" role="status">
      <Text>
        {release.still_free.length > 0
          ? `Still free, first come: ${release.still_free.map((f) => `${f.court_name} at ${f.start_time}`).join(", ")}.`
          : "Nothing is free on this date any more."}
      </Text>
    </Alert>
  );
}
