import type { ShareState } from "@courtside/contract";
import { Badge } from "@mantine/core";
import { tone } from "../../../lib/tones.ts";
import { useT } from "../i18n.ts";

const stateColor: Record<ShareState, string> = {
  unpaid: tone.orange,
  paid: tone.teal,
  owner_pays: tone.red,
  cancelled: tone.gray,
  refunded: tone.grape,
};

/** A share's state in words, in an outline badge whose colour keeps 4.5:1 in both schemes. */
export function ShareStateBadge({ state }: { state: ShareState }) {
  const t = useT();
  return (
    <Badge color={stateColor[state]} variant="outline">
      {t(`shares.state.${state}`)}
    </Badge>
  );
}
