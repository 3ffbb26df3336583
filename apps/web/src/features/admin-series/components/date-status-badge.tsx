import { Badge } from "@mantine/core";

type DateStatus = "free" | "taken" | "closed" | "outside" | "booked" | "none";

/** Dark shades only, so each label keeps 4.5:1 on white (as the back office's state badges do). */
const looks: Record<DateStatus, { label: string; color: string }> = {
  free: { label: "Free", color: "teal.9" },
  booked: { label: "Booked", color: "teal.9" },
  taken: { label: "Taken", color: "red.9" },
  closed: { label: "Closed", color: "#a33a00" },
  outside: { label: "Not bookable", color: "gray.7" },
  none: { label: "Not booked", color: "gray.7" },
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
