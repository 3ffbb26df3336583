import { Badge } from "@mantine/core";
import { tone } from "../../../lib/tones.ts";
import { useT } from "../i18n.ts";

type DateStatus = "free" | "taken" | "closed" | "outside" | "booked" | "none";

/** Dark shades only, so each label keeps 4.5:1 on white (as the back office's state badges do). */
const colors: Record<DateStatus, string> = {
  free: tone.teal,
  booked: tone.teal,
  taken: tone.red,
  closed: tone.orange,
  outside: tone.gray,
  none: tone.gray,
};

/** What one date of a weekly series is: free or booked, or why not (taken, closed, outside). */
export function DateStatusBadge({ status }: { status: DateStatus }) {
  const t = useT();
  return (
    <Badge color={colors[status]} variant="outline" size="lg" tt="none" data-status={status} styles={{ root: { flexShrink: 0 } }}>
      {t(`admin-series.status.${status}`)}
    </Badge>
  );
}
