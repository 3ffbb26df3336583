import { type Billing, billingSchema } from "@courtside/contract";
import { SimpleGrid, Stack, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { type UseFormSetError, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-alert.tsx";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useT } from "../i18n.ts";

export type BillingInput = z.input<typeof billingSchema>;
export const BILLING_FIELDS = ["name", "email", "phone", "company", "tax_id", "address"] as const;

/** The payer's details (the contract's `billing`), validated by the contract's billing schema; the submit button comes from the page. */
export function BillingForm({
  defaults,
  onSubmit,
  children,
}: {
  defaults: BillingInput;
  onSubmit: (billing: Billing, setError: UseFormSetError<BillingInput>) => void | Promise<void>;
  children: ReactNode;
}) {
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BillingInput, unknown, Billing>({ resolver: zodResolver(billingSchema), defaultValues: defaults });
  return (
    <form onSubmit={handleSubmit((values) => onSubmit(values, setError))} noValidate aria-label={t("booking.yourDetails")}>
      <Stack>
        <FormAlert message={errors.root?.server?.message} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t("booking.billing.name")}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register("name")}
          />
          <TextInput
            label={t("booking.billing.email")}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <TextInput
            label={t("booking.billing.phone")}
            type="tel"
            autoComplete="tel"
            required
            error={errors.phone?.message}
            {...register("phone")}
          />
          <TextInput
            label={t("booking.billing.company")}
            autoComplete="organization"
            error={errors.company?.message}
            {...register("company")}
          />
          <TextInput label={t("booking.billing.taxId")} error={errors.tax_id?.message} {...register("tax_id")} />
          <TextInput
            label={t("booking.billing.address")}
            autoComplete="street-address"
            error={errors.address?.message}
            {...register("address")}
          />
        </SimpleGrid>
        {children}
      </Stack>
    </form>
  );
}
