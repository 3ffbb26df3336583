import type { MatchResultView } from "@courtside/contract";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { confirmDialog } from "../../../components/confirm.tsx";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatLevel } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { tone } from "../../../lib/tones.ts";
import { useSendResult } from "../api/match-result.ts";
import { useT } from "../i18n.ts";

type Result = NonNullable<MatchResultView["result"]>;

const statusTone = { entered: tone.orange, confirmed: tone.teal, disputed: tone.red, voided: tone.gray } as const;

/** An entered result: the sides, who won, the score, and (for another player on a side) confirm or dispute. */
export function ResultCard({ view, result }: { view: MatchResultView; result: Result }) {
  const t = useT();
  const send = useSendResult(view.sport, view.order_id);
  const names = (ids: string[]) => ids.map((id) => view.players.find((p) => p.member_id === id)?.name ?? "").join(", ");
  const answer = async (kind: "confirm" | "dispute") => {
    if (kind === "dispute") {
      const sure = await confirmDialog({
        title: t("results.dispute.title"),
        message: t("results.dispute.message"),
        keepLabel: t("results.dispute.keep"),
      });
      if (sure !== "ok") return;
    }
    send.mutate({ kind }, { onSuccess: () => toast(t(`results.answered.${kind}`), "success"), onError: toastApiError });
  };
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Badge variant="outline" color={statusTone[result.status]}>
          {t("results.status", { status: result.status })}
        </Badge>
        <Text size="sm">{t("results.enteredBy", { name: result.you_entered ? t("results.you") : result.entered_by })}</Text>
      </Group>
      <dl className="draft-list">
        <dt>{t("results.side", { side: "a" })}</dt>
        <dd>
          {names(result.team_a)}
          {result.winner === "a" && ` · ${t("results.won")}`}
        </dd>
        <dt>{t("results.side", { side: "b" })}</dt>
        <dd>
          {names(result.team_b)}
          {result.winner === "b" && ` · ${t("results.won")}`}
        </dd>
        {result.score && (
          <>
            <dt>{t("results.score")}</dt>
            <dd>{result.score}</dd>
          </>
        )}
      </dl>
      {result.status === "entered" && !result.can_answer && <Text size="sm">{t("results.waiting")}</Text>}
      {result.can_answer && (
        <Group>
          <Button onClick={() => void answer("confirm")} loading={send.isPending && send.variables?.kind === "confirm"}>
            {t("results.confirm")}
          </Button>
          <Button variant="default" color="red" onClick={() => void answer("dispute")}>
            {t("results.disputeButton")}
          </Button>
        </Group>
      )}
      {result.status === "disputed" && <Text size="sm">{t("results.disputed")}</Text>}
      {result.status === "voided" && <Text size="sm">{t("results.voided")}</Text>}
      {result.moves.length > 0 && (
        <Stack gap={2} component="ul" aria-label={t("results.moves")} style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {result.moves.map((move) => (
            <Text component="li" size="sm" key={move.member_id}>
              {t("results.move", { name: move.name, from: formatLevel(move.from), to: formatLevel(move.to) })}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
