import type { Sport } from "@courtside/contract";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { useT } from "../i18n.ts";

export type PolicyRefusal = { code: string; message: string };

/** The refusals that are not a plan's limit, by code: the key of each one's title. */
const TITLES = {
  outside_booking_window: "booking.refusal.outsideWindow",
  date_not_open_yet: "booking.refusal.notOpenYet",
  release_draw_open: "booking.refusal.releaseDraw",
  suspended_no_shows: "booking.refusal.suspended",
} as const;

const titleKey = (code: string) => (code in TITLES ? TITLES[code as keyof typeof TITLES] : null);

/**
 * The booking policy said no (booking-policy on the server): the date is beyond the payer's
 * window, their plan's limit is reached, or they are suspended after no-shows. The message
 * names the rule and the limit; the way on is another date, their bookings to play or cancel
 * one, or (suspended) the desk, as the message says.
 */
export function PolicyRefusalAlert({ sport, refusal }: { sport: Sport; refusal: PolicyRefusal }) {
  const t = useT();
  const routes = paths.sport[sport];
  const title = titleKey(refusal.code);
  const limit = title === null;
  return (
    <Alert color="red" variant="outline" role="alert" title={t(title ?? "booking.refusal.planLimit")}>
      <Stack gap="sm" align="flex-start">
        <Text>{refusal.message}</Text>
        {refusal.code !== "suspended_no_shows" && (
          <Group>
            <Button component={Link} to={routes.home}>
              {t("booking.refusal.chooseAnotherDate")}
            </Button>
            {limit && (
              <Button variant="default" component={Link} to={routes.profile}>
                {t("booking.refusal.seeMyBookings")}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
