import { Badge } from "@mantine/core";
import { tone } from "../../../lib/tones.ts";

type DateStatus = "free" | "taken" | "closed" | "outside" | "booked" | "none";

/** Dark shades only, so each label keeps 4.5:1 on white (as the back office's state badges do). */
const looks: Record<DateStatus, { label: string; color: string }> = {
  free: { label: "Free", color: tone.teal },
  booked: { label: "Booked", color: tone.teal },
  taken: { label: "Taken", color: tone.red },
  closed: { label: "Closed", color: tone.orange },
  outside: { label: "Not bookable", color: tone.gray },
  none: { label: "Not booked", color: tone.gray },
};

/** What one date of a weekly series is: free or booked, or why not (taken, closed, outside). */
export function DateStatusBadge({ status }: { status: DateStatus }) {
  const look = looks[status];
  return (
    <Badge color={look.color} variant="outline" size="lg" tt="none" data-status={status} styles={{ root: { flexShrink: 0 } }}>
      {look.label}
    </Badge>
  );
}
