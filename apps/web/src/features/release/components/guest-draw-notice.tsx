import type { ReleaseWindow } from "@courtside/contract";
import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { wallTimeWithSeconds } from "./draw-clock.ts";

/**
 * What a guest sees above the grid while a date's draw is on: members are drawing for it, it
 * opens to everyone once drawn, and the way in is to sign in. The grid's free cells lead to the
 * same sign-in meanwhile (a guest's order would be refused until the draw is made).
 */
export function GuestDrawNotice({
  release,
  signInHref,
  timezone,
}: {
  release: ReleaseWindow;
  signInHref: string;
  timezone?: string;
}) {
  if (release.phase === "none" || release.phase === "drawn") return null;
  const closes = release.closes_at ? wallTimeWithSeconds(release.closes_at, timezone) : "";
  const now =
    release.phase === "before" && release.opens_at
      ? `It opens with a draw for members at ${formatInstant(release.opens_at, timezone)}; members enter until ${closes}.`
      : release.phase === "open"
        ? `Members are entering the draw for its court-slots until ${closes}.`
        : "The draw for it is being made.";
  return (
    <Alert color="blue" variant="outline" role="status" title={`${formatShortDate(release.date)} opens with a release draw`}>
      {now} Once the draw is made, what nobody won can be booked here by anyone.{" "}
      <Anchor component={Link} to={signInHref}>
        Sign in to enter the draw
      </Anchor>
    </Alert>
  );
}
