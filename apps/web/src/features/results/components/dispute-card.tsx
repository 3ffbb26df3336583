import {
  type DisputedResult,
  SETTLE_REASON_MAX_LENGTH,
  type SettleOutcome,
  type SettleResultRequest,
  settleResultRequestSchema,
} from "@courtside/contract";
import { Anchor, Button, Group, Paper, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { useId } from "react";
import { Controller, useForm } from "react-hook-form";
import { generatePath, Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { formatInstant, formatSlot } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { FactList } from "../../admin-bookings/components/fact-list.tsx";
import { useSettleResult } from "../api/disputes.ts";
import { useT } from "../i18n.ts";

/**
 * One disputed result on the staff's page: the booking, the two sides, the winner and score as
 * entered, who entered and who disputed it; and the form that settles it with a reason.
 */
export function DisputeCard({ dispute, zone }: { dispute: DisputedResult; zone: string | undefined }) {
  const t = useT();
  const headingId = useId();
  const names = (side: DisputedResult["team_a"]) => side.map((p) => p.name).join(", ");
  const who = (person: DisputedResult["entered_by"] | null, at: string | null) =>
    person ? t("results.disputes.byAt", { name: person.name, at: formatInstant(at, zone) ?? "" }) : null;
  const sideFact = (side: "a" | "b") => {
    const players = names(side === "a" ? dispute.team_a : dispute.team_b);
    return { label: t("results.side", { side }), value: dispute.winner === side ? `${players} · ${t("results.won")}` : players };
  };
  return (
    <Paper withBorder p="lg" radius="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("results.disputes.heading", {
            when: formatSlot(dispute.date, dispute.timeslot.start, dispute.timeslot.end),
            courts: dispute.courts.join(", "),
          })}
        </Title>
        <Text size="sm">
          {t("results.disputes.booking")}{" "}
          <Anchor component={Link} to={generatePath(paths.admin.order, { order_id: dispute.order_id })}>
            {dispute.inv}
          </Anchor>
        </Text>
        <FactList
          label={t("results.disputes.facts", { inv: dispute.inv })}
          facts={[
            sideFact("a"),
            sideFact("b"),
            { label: t("results.disputes.winner"), value: t("results.side", { side: dispute.winner }) },
            { label: t("results.score"), value: dispute.score },
            { label: t("results.disputes.enteredBy"), value: who(dispute.entered_by, dispute.entered_at) },
            { label: t("results.disputes.disputedBy"), value: who(dispute.disputed_by, dispute.disputed_at) },
          ]}
        />
        <SettleForm dispute={dispute} />
      </Stack>
    </Paper>
  );
}

function SettleForm({ dispute }: { dispute: DisputedResult }) {
  const t = useT();
  const settle = useSettleResult(dispute.sport, dispute.result_id);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SettleResultRequest>({
    resolver: zodResolver(settleResultRequestSchema),
    // No outcome chosen until staff choose one.
    defaultValues: { reason: "" },
  });
  const onSubmit = handleSubmit((values) =>
    settle.mutate(values, {
      onSuccess: () => toast(t("results.disputes.settled", { outcome: values.outcome, inv: dispute.inv }), "success"),
      onError: (error) => handleFormError(error, setError, ["outcome", "reason"]),
    }),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("results.disputes.form", { inv: dispute.inv })}>
      <Stack gap="sm">
        <FormAlert message={errors.root?.server?.message} />
        <Controller
          control={control}
          name="outcome"
          render={({ field }) => (
            <Radio.Group
              label={t("results.disputes.outcome")}
              required
              value={field.value ?? null}
              onChange={(value) => field.onChange(value as SettleOutcome)}
              error={errors.outcome ? t("results.disputes.chooseOutcome") : undefined}
            >
              <Stack gap={6} mt={6}>
                <Radio value="confirm" label={t("results.disputes.confirm")} />
                <Radio value="void" label={t("results.disputes.void")} />
              </Stack>
            </Radio.Group>
          )}
        />
        <TextInput
          label={t("results.disputes.reason")}
          description={t("results.disputes.reasonHint")}
          required
          maxLength={SETTLE_REASON_MAX_LENGTH}
          {...register("reason")}
          error={errors.reason?.message}
        />
        <Group>
          <Button type="submit" loading={settle.isPending}>
            {t("results.disputes.settle")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
