import type { ReleaseWindow } from "@courtside/contract";
import { Alert, Anchor } from "@mantine/core";
import { Link } from "react-router";
import { formatInstant, formatShortDate } from "../../../lib/format.ts";
import { useT } from "../i18n.ts";
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
  const t = useT();
  if (release.phase === "none" || release.phase === "drawn") return null;
  const closes = release.closes_at ? wallTimeWithSeconds(release.closes_at, timezone) : "";
  const now =
    release.phase === "before" && release.opens_at
      ? t("release.guest.before", { opens: formatInstant(release.opens_at, timezone), closes })
      : release.phase === "open"
        ? t("release.guest.open", { closes })
        : t("release.guest.drawing");
  return (
    <Alert color="blue" variant="outline" role="status" title={t("release.guest.title", { date: formatShortDate(release.date) })}>
      {now} {t("release.guest.after")}{" "}
      <Anchor component={Link} to={signInHref}>
        {t("release.guest.signIn")}
      </Anchor>
    </Alert>
  );
}
