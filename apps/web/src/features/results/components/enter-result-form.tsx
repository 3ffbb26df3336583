import { type EnterResultRequest, type MatchResultView, SCORE_MAX_LENGTH } from "@courtside/contract";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useSendResult } from "../api/match-result.ts";
import { useT } from "../i18n.ts";

type Place = "a" | "b" | "out";

/** The first half of the booking's members on side 1, the rest on side 2: doubles as booked, or singles. */
const firstGuess = (count: number, i: number): Place => (i < Math.ceil(count / 2) ? "a" : "b");

/** Who played on which side, who won, and the score. */
export function EnterResultForm({ view }: { view: MatchResultView }) {
  const t = useT();
  const send = useSendResult(view.sport, view.order_id);
  const [places, setPlaces] = useState<Place[]>(() => view.players.map((_, i) => firstGuess(view.players.length, i)));
  const [winner, setWinner] = useState<"a" | "b" | "">("");
  const [score, setScore] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const side = (s: "a" | "b") => view.players.filter((_, i) => places[i] === s).map((p) => p.member_id);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (side("a").length === 0 || side("b").length === 0) return setProblem(t("results.form.bothSides"));
    if (!winner) return setProblem(t("results.form.whoWon"));
    setProblem(undefined);
    const body: EnterResultRequest = { team_a: side("a"), team_b: side("b"), winner, score: score.trim() || undefined };
    send.mutate(
      { kind: "enter", body },
      {
        onSuccess: () => toast(t("results.form.entered"), "success"),
        onError: (error) => setProblem(parseApiError(error).message),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t("results.form.label")}>
      <Stack>
        <Text>{t("results.form.intro")}</Text>
        <FormAlert message={problem} />
        {view.players.map((player, i) => (
          <Radio.Group
            key={player.member_id}
            label={player.you ? t("results.form.youAre", { name: player.name }) : player.name}
            value={places[i]}
            onChange={(value) => setPlaces((now) => now.map((p, j) => (j === i ? (value as Place) : p)))}
          >
            <Group mt={4} gap="md">
              <Radio value="a" label={t("results.side", { side: "a" })} />
              <Radio value="b" label={t("results.side", { side: "b" })} />
              <Radio value="out" label={t("results.form.didNotPlay")} />
            </Group>
          </Radio.Group>
        ))}
        <Radio.Group label={t("results.form.winner")} value={winner} onChange={(value) => setWinner(value as "a" | "b")}>
          <Group mt={4} gap="md">
            <Radio value="a" label={t("results.form.sideWon", { side: "a" })} />
            <Radio value="b" label={t("results.form.sideWon", { side: "b" })} />
          </Group>
        </Radio.Group>
        <TextInput
          label={t("results.score")}
          description={t("results.form.scoreHint")}
          value={score}
          maxLength={SCORE_MAX_LENGTH}
          onChange={(event) => setScore(event.currentTarget.value)}
        />
        <Group>
          <Button type="submit" loading={send.isPending}>
            {t("results.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
