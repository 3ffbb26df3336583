import { CREDIT_PACK_MAX_DAYS, type CreditPackCreateRequest } from "@courtside/contract";
import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { handleFormError, toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { usePacks } from "../api/get-packs.ts";
import { useSavePack } from "../api/save-pack.ts";
import { toCents } from "../credit-form.ts";
import { t as translate, useT } from "../i18n.ts";

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,5}([.,]\d{1,2})?$/, { error: () => translate("credit.packs.amountFormat") })
  .refine((a) => toCents(a) > 0, { error: () => translate("credit.enterAmountAboveZero") });
const validDays = z
  .string()
  .trim()
  .regex(/^(\d{1,4})?$/, { error: () => translate("credit.packs.daysFormat") })
  .refine((d) => d === "" || (Number(d) >= 1 && Number(d) <= CREDIT_PACK_MAX_DAYS), {
    error: () => translate("credit.packs.daysRange", { max: CREDIT_PACK_MAX_DAYS }),
  });
const packFormSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, { error: () => translate("credit.packs.nameRequired") })
      .max(80),
    price: amount,
    credit: amount,
    valid_days: validDays,
  })
  .refine((f) => toCents(f.credit) >= toCents(f.price), {
    error: () => translate("credit.packs.creditAtLeastPrice"),
    path: ["credit"],
  });
type PackForm = z.infer<typeof packFormSchema>;
const emptyPack: PackForm = { name: "", price: "", credit: "", valid_days: "" };

/** Top-up packs on the plans page: what members may buy as club credit; add one, retire or put back on sale. */
export function PacksPanel() {
  const t = useT();
  const packs = usePacks(true);
  const save = useSavePack();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PackForm>({ resolver: zodResolver(packFormSchema), defaultValues: emptyPack });

  const onAdd = handleSubmit((form) => {
    const body: CreditPackCreateRequest = {
      name: form.name.trim(),
      price: toCents(form.price),
      credit: toCents(form.credit),
      valid_days: form.valid_days === "" ? null : Number(form.valid_days),
    };
    save.mutate(
      { body },
      {
        onSuccess: (pack) => {
          toast(t("credit.packs.onSaleToast", { name: pack.name }), "success");
          reset(emptyPack);
        },
        onError: (error) => handleFormError(error, setError, ["name", "price", "credit", "valid_days"]),
      },
    );
  });
  const toggle = (id: number, active: boolean) => save.mutate({ id, body: { active: !active } }, { onError: toastApiError });

  const list = packs.data?.data ?? [];
  return (
    <Stack>
      <QueryState what={t("credit.packs.thePacks")} pending={packs.isPending} error={packs.error} />
      {packs.data && list.length === 0 && <Text size="sm">{t("credit.packs.none")}</Text>}
      {list.length > 0 && (
        <TableScroll label={t("credit.topUpPacks")} minWidth={620}>
          <Table>
            <caption className="visually-hidden">{t("credit.topUpPacks")}</caption>
            <ColumnHeads
              columns={[
                t("credit.packs.pack"),
                { label: t("credit.packs.price"), numeric: true },
                { label: t("credit.packs.credit"), numeric: true },
                t("credit.packs.validFor"),
                t("credit.packs.state"),
                t("credit.packs.actions"),
              ]}
            />
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.price, p.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.credit, p.currency)}</Table.Td>
                  <Table.Td>
                    {p.valid_days === null ? t("credit.packs.neverLapses") : t("credit.packs.days", { count: p.valid_days })}
                  </Table.Td>
                  <Table.Td>{p.active ? t("credit.onSale") : t("credit.retired")}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => toggle(p.id, p.active)}
                      aria-label={
                        p.active
                          ? t("credit.packs.retireNamed", { name: p.name })
                          : t("credit.packs.putBackOnSaleNamed", { name: p.name })
                      }
                    >
                      {p.active ? t("credit.packs.retire") : t("credit.packs.putBackOnSale")}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <form onSubmit={onAdd} noValidate aria-label={t("credit.packs.addForm")}>
        <Stack gap="xs">
          <FormAlert message={errors.root?.server?.message} />
          <Group align="flex-start" grow>
            <TextInput label={t("credit.packs.name")} error={errors.name?.message} {...register("name")} />
            <TextInput label={t("credit.packs.price")} inputMode="decimal" error={errors.price?.message} {...register("price")} />
            <TextInput
              label={t("credit.packs.creditItBrings")}
              inputMode="decimal"
              error={errors.credit?.message}
              {...register("credit")}
            />
            <TextInput
              label={t("credit.packs.validDays")}
              description={t("credit.packs.validDaysHint")}
              inputMode="numeric"
              error={errors.valid_days?.message}
              {...register("valid_days")}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && !save.variables?.id}>
              {t("credit.packs.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
