import { Text } from "@mantine/core";
import { useEffect, useState } from "react";
import { tone } from "../../../lib/tones.ts";

/** mm:ss left until the hold lapses (0 when it has). */
export function remainingSeconds(expiresAt: string, now = Date.now()): number {
  return Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** The hold's countdown; screen readers hear it at whole minutes only (not every second). */
export function HoldCountdown({ expiresAt }: { expiresAt: string }) {
  const [left, setLeft] = useState(() => remainingSeconds(expiresAt));
  useEffect(() => {
    const timer = window.setInterval(() => setLeft(remainingSeconds(expiresAt)), 1000);
    return () => window.clearInterval(timer);
  }, [expiresAt]);
  if (left === 0) {
    return (
      <Text fw={600} c={tone.red} role="status">
        Your hold has lapsed. Pay now and we will hold the courts again if they are still free.
      </Text>
    );
  }
  return (
    <Text fw={600}>
      Courts held for you for <span className="countdown">{formatCountdown(left)}</span>
      <span className="visually-hidden" aria-live="polite">
        {left % 60 === 0 ? `${left / 60} minutes left` : ""}
      </span>
    </Text>
  );
}
