import { Badge } from "@mantine/core";
import { useInstance } from "../../state/api/get-instance.ts";

/** Beside the club's name on every page while payments go through the demo provider. */
export function DemoBadge() {
  const instance = useInstance();
  if (!instance.data?.demo_payments) return null;
  return (
    <Badge color="dark" variant="filled" size="lg" title="Demo payments: no money moves, no card is charged">
      Demo — no money moves
    </Badge>
  );
}
