import { type AdminPlan, PLAN_PERIODS, SPORTS } from "@courtside/contract";
import { Button, Checkbox, Fieldset, Group, Select, SimpleGrid, Stack, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { FormAlert } from "../../../components/form-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useCreatePlan } from "../api/create-plan.ts";
import { useUpdatePlan } from "../api/update-plan.ts";
import { useT } from "../i18n.ts";
import { BENEFIT_FIELDS, bodyOf, draftOf, type PlanDraft } from "../plan-draft.ts";

/** Adds a plan (no `plan`) or changes one, with its benefits per sport; the server's field errors show under the form. */
export function PlanForm({ plan, onDone }: { plan: AdminPlan | null; onDone: () => void }) {
  const t = useT();
  const [draft, setDraft] = useState<PlanDraft>(() => draftOf(plan));
  const [problem, setProblem] = useState<string | undefined>();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const set = (change: Partial<PlanDraft>) => setDraft((d) => ({ ...d, ...change }));
  const setBenefit = (sport: (typeof SPORTS)[number], field: string, value: string | boolean) =>
    setDraft((d) => ({ ...d, benefits: { ...d.benefits, [sport]: { ...d.benefits[sport], [field]: value } } }));

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const body = bodyOf(draft);
    const callbacks = {
      onSuccess: (saved: AdminPlan) => {
        toast(t("memberships.form.saved", { name: saved.name }), "success");
        onDone();
      },
      onError: (error: unknown) => {
        const info = parseApiError(error);
        const fields = Object.entries(info.fieldErrors).map(([f, m]) => `${f}: ${m}`);
        setProblem([info.message, ...fields.filter((f) => !f.endsWith(info.message))].join(" · "));
      },
    };
    if (plan) update.mutate({ id: plan.id, body }, callbacks);
    else create.mutate(body, callbacks);
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert message={problem} />
        <TextInput
          label={t("memberships.form.name")}
          required
          data-autofocus
          value={draft.name}
          onChange={(e) => set({ name: e.currentTarget.value })}
        />
        <Textarea
          label={t("memberships.form.description")}
          value={draft.description}
          onChange={(e) => set({ description: e.currentTarget.value })}
        />
        <Group grow align="flex-start">
          <TextInput
            label={t("memberships.form.price")}
            required
            inputMode="decimal"
            value={draft.price}
            onChange={(e) => set({ price: e.currentTarget.value })}
          />
          <Select
            label={t("memberships.form.period")}
            data={PLAN_PERIODS.map((p) => ({ value: p, label: t(`memberships.period.${p}`) }))}
            value={draft.period}
            allowDeselect={false}
            onChange={(v) => v && set({ period: v as PlanDraft["period"] })}
          />
        </Group>
        <Checkbox
          label={t("memberships.onSale")}
          checked={draft.active}
          onChange={(e) => set({ active: e.currentTarget.checked })}
        />
        {SPORTS.map((sport) => (
          <Fieldset key={sport} legend={t("memberships.form.benefitsLegend", { sport })}>
            <Checkbox
              label={t("memberships.form.benefitsIn", { sport })}
              checked={draft.benefits[sport].on}
              onChange={(e) => setBenefit(sport, "on", e.currentTarget.checked)}
            />
            {draft.benefits[sport].on && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm">
                {BENEFIT_FIELDS.map(([field, labelKey]) => (
                  <TextInput
                    key={field}
                    label={t(`memberships.benefitField.${labelKey}`)}
                    inputMode="decimal"
                    value={draft.benefits[sport][field]}
                    onChange={(e) => setBenefit(sport, field, e.currentTarget.value)}
                  />
                ))}
              </SimpleGrid>
            )}
          </Fieldset>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {t("memberships.cancel")}
          </Button>
          <Button type="submit" loading={create.isPending || update.isPending}>
            {plan ? t("memberships.form.savePlan") : t("memberships.addPlan")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
