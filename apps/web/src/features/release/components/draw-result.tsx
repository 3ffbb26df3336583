import type { MyRelease, Sport } from "@courtside/contract";
import { Alert, Stack, Text } from "@mantine/core";
import { PayButton } from "../../../components/pay-button.tsx";
import { WaitForLostDraw } from "../../waitlist/components/wait-for-lost-draw.tsx";
import { useT } from "../i18n.ts";
import { wallTimeWithSeconds } from "./draw-clock.ts";

/**
 * After the draw: each court-slot won with its hold's deadline and Pay, or "not drawn" and what
 * is still free; either way the court-slots not won can be waited for.
 */
export function DrawResult({ sport, release, timezone }: { sport: Sport; release: MyRelease; timezone?: string }) {
  const t = useT();
  if (release.entries.length === 0) return <Text>{t("release.result.none")}</Text>;
  return (
    <Stack gap="sm">
      <Outcome release={release} timezone={timezone} />
      <WaitForLostDraw sport={sport} release={release} />
    </Stack>
  );
}

function Outcome({ release, timezone }: { release: MyRelease; timezone?: string }) {
  const t = useT();
  if (release.wins.length > 0) {
    return (
      <Stack gap="xs" role="status">
        {release.wins.map((w) => (
          <Alert
            key={w.order_id}
            color="blue"
            variant="outline"
            title={t("release.result.won", { court: w.court_name, time: w.start_time })}
          >
            <Stack gap="xs" align="flex-start">
              {w.status === "pending" && w.hold_expires_at ? (
                <Text>
                  {t("release.result.held", { time: wallTimeWithSeconds(w.hold_expires_at, timezone).slice(0, 5), inv: w.inv })}
                </Text>
              ) : (
                <Text>{t("release.result.booking", { inv: w.inv, status: w.status })}</Text>
              )}
              {w.status === "pending" && w.payment_link && (
                <PayButton link={w.payment_link}>
                  {t("release.result.pay", { court: w.court_name, time: w.start_time })}
                </PayButton>
              )}
            </Stack>
          </Alert>
        ))}
      </Stack>
    );
  }
  return (
    <Alert color="gray" variant="light" title={t("release.result.lost")} role="status">
      <Text>
        {release.still_free.length > 0
          ? t("release.result.stillFree", {
              slots: release.still_free.map((f) => t("release.slot", { court: f.court_name, time: f.start_time })).join(", "),
            })
          : t("release.result.nothingFree")}
      </Text>
    </Alert>
  );
}
