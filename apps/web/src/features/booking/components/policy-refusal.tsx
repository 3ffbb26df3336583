import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";

export type PolicyRefusal = { code: string; message: string };

/**
 * The booking policy said no (booking-policy on the server): the date is beyond the payer's
 * window, or their plan's limit is reached. The message names the rule and the limit; the way
 * on is another date, or their bookings to play or cancel one.
 */
export function PolicyRefusalAlert({ sport, refusal }: { sport: Sport; refusal: PolicyRefusal }) {
  const routes = paths.sport[sport];
  const window = refusal.code === "outside_booking_window";
  return (
    <Alert
      color="red"
      variant="outline"
      role="alert"
      title={window ? "You cannot book that date yet" : "Your plan's limit is reached"}
    >
      <Stack gap="sm" align="flex-start">
        <Text>{refusal.message}</Text>
        <Group>
          <Button component={Link} to={routes.home}>
            Choose another date
          </Button>
          {!window && (
            <Button variant="default" component={Link} to={routes.profile}>
              See my bookings
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}
