import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";

export type PolicyRefusal = { code: string; message: string };

/** The refusals that are not a plan's limit, by code. */
const TITLES: Record<string, string> = {
  outside_booking_window: "You cannot book that date yet",
  date_not_open_yet: "That date is not open for booking yet",
  release_draw_open: "That date is in its release draw",
  suspended_no_shows: "Online booking is suspended",
};

/**
 * The booking policy said no (booking-policy on the server): the date is beyond the payer's
 * window, their plan's limit is reached, or they are suspended after no-shows. The message
 * names the rule and the limit; the way on is another date, their bookings to play or cancel
 * one, or (suspended) the desk, as the message says.
 */
export function PolicyRefusalAlert({ sport, refusal }: { sport: Sport; refusal: PolicyRefusal }) {
  const routes = paths.sport[sport];
  const limit = !(refusal.code in TITLES);
  return (
    <Alert color="red" variant="outline" role="alert" title={TITLES[refusal.code] ?? "Your plan's limit is reached"}>
      <Stack gap="sm" align="flex-start">
        <Text>{refusal.message}</Text>
        {refusal.code !== "suspended_no_shows" && (
          <Group>
            <Button component={Link} to={routes.home}>
              Choose another date
            </Button>
            {limit && (
              <Button variant="default" component={Link} to={routes.profile}>
                See my bookings
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
