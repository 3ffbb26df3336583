import { adminMay } from "@courtside/contract";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { Trans } from "../../../i18n/trans.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { handleFormError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useAuthStore } from "../../../state/auth-store.ts";
import { useAdjustCredit } from "../api/adjust-credit.ts";
import { useMemberCredit } from "../api/get-member-credit.ts";
import { adjustmentOf, type CreditForm, creditFormSchema, emptyCreditForm } from "../credit-form.ts";
import { useT } from "../i18n.ts";
import { CreditHistory } from "./credit-history.tsx";
import { SellTopup } from "./sell-topup.tsx";

/** A member's club credit on their customer page: balance, history, and (owners, managers) the adjustment form. */
export function CustomerCredit({ memberId, zone }: { memberId: string; zone?: string }) {
  const t = useT();
  const credit = useMemberCredit(memberId);
  const admin = useAuthStore((s) => s.user);
  const access = admin ? { role: admin.role, sports: admin.sports ?? [] } : null;
  const mayAdjust = access !== null && adminMay(access, "credit");
  const maySell = access !== null && adminMay(access, "memberships");
  if (!credit.data) return <QueryState what={t("credit.customer.theCredit")} pending={credit.isPending} error={credit.error} />;
  return (
    <Stack>
      <Text>
        <Trans
          message={t("credit.balance", { amount: formatMoney(credit.data.balance, credit.data.currency) })}
          elements={[<strong key="amount" />]}
        />
      </Text>
      {maySell && <SellTopup memberId={memberId} />}
      {mayAdjust && <AdjustCreditForm memberId={memberId} currency={credit.data.currency} />}
      <CreditHistory account={credit.data} zone={zone} />
    </Stack>
  );
}

function AdjustCreditForm({ memberId, currency }: { memberId: string; currency: string }) {
  const t = useT();
  const adjust = useAdjustCredit(memberId);
  // One key per adjustment: a double submit of the same form is answered once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CreditForm>({ resolver: zodResolver(creditFormSchema), defaultValues: emptyCreditForm });

  const onSubmit = handleSubmit((values) =>
    adjust.mutate(
      { body: adjustmentOf(values), idempotencyKey: key },
      {
        onSuccess: (account) => {
          const balance = formatMoney(account.balance, account.currency);
          toast(
            values.direction === "add" ? t("credit.customer.added", { balance }) : t("credit.customer.taken", { balance }),
            "success",
          );
          reset(emptyCreditForm);
          setKey(crypto.randomUUID());
        },
        onError: (error) => {
          // Taking more than the balance (409) is said above the form, with the balance.
          if (parseApiError(error).status === 409)
            setError("root.server", { type: "409", message: parseApiError(error).message });
          else handleFormError(error, setError, ["amount", "reason"]);
        },
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t("credit.customer.adjustForm")}>
      <Stack gap="xs">
        <FormAlert message={errors.root?.server?.message} />
        <Controller
          control={control}
          name="direction"
          render={({ field }) => (
            <Radio.Group label={t("credit.customer.adjustChoice")} value={field.value} onChange={field.onChange}>
              <Group mt={4}>
                <Radio value="add" label={t("credit.customer.add")} />
                <Radio value="take" label={t("credit.customer.take")} />
              </Group>
            </Radio.Group>
          )}
        />
        <Group align="flex-start" grow>
          <TextInput
            label={t("credit.customer.amount", { currency })}
            inputMode="decimal"
            error={errors.amount?.message}
            {...register("amount")}
          />
          <TextInput
            label={t("credit.customer.reason")}
            description={t("credit.customer.reasonHint")}
            error={errors.reason?.message}
            {...register("reason")}
          />
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={adjust.isPending}>
            {t("credit.customer.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
