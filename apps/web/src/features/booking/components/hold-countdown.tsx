import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { Trans } from "../../../i18n/trans.tsx";
import { tone } from "../../../lib/tones.ts";
import { useT } from "../i18n.ts";

/** mm:ss left until the hold lapses (0 when it has). */
export function remainingSeconds(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The hold's countdown; screen readers hear it at whole minutes only (not every second). */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const t = useT();
  const [left, setLeft] = useState(() => remainingSeconds(expiresAt));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(remainingSeconds(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (left === 0) {
    return (
      <Text fw={600} c={tone.red} role="status">
        {t("booking.hold.lapsed")}
      </Text>
    );
  }
  return (
    <Text fw={600}>
      <Trans
        message={t("booking.hold.heldFor", { time: formatCountdown(left) })}
        elements={[<span key="countdown" className="countdown" />]}
      />
      <span className="visually-hidden" aria-live="polite">
        {left % 60 === 0 ? t("booking.hold.minutesLeft", { minutes: left / 60 }) : ""}
      </span>
    </Text>
  );
}
