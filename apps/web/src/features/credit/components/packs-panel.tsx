import { CREDIT_PACK_MAX_DAYS, type CreditPackCreateRequest } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { ColumnHeads, TableScroll } from "../../../components/table-scroll.tsx";
import { handleFormError, toastApiError } from "../../../lib/form-errors.ts";
import { formatMoney } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { usePacks } from "../api/get-packs.ts";
import { useSavePack } from "../api/save-pack.ts";
import { toCents } from "../credit-form.ts";

const amount = z
  .string()
  .trim()
  .regex(/^\d{1,5}([.,]\d{1,2})?$/, "Enter an amount such as 100 or 100.50.")
  .refine((a) => toCents(a) > 0, "Enter an amount above zero.");
const validDays = z
  .string()
  .trim()
  .regex(/^(\d{1,4})?$/, "Enter a number of days, or leave it empty.")
  .refine(
    (d) => d === "" || (Number(d) >= 1 && Number(d) <= CREDIT_PACK_MAX_DAYS),
    `Between 1 and ${CREDIT_PACK_MAX_DAYS} days.`,
  );
const packFormSchema = z
  .object({ name: z.string().trim().min(1, "Name the pack.").max(80), price: amount, credit: amount, valid_days: validDays })
  .refine((f) => toCents(f.credit) >= toCents(f.price), { message: "A pack brings at least what it costs.", path: ["credit"] });
type PackForm = z.infer<typeof packFormSchema>;
const emptyPack: PackForm = { name: "", price: "", credit: "", valid_days: "" };

/** Top-up packs on the plans page: what members may buy as club credit; add one, retire or put back on sale. */
export function PacksPanel() {
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
          toast(`${pack.name} is on sale.`, "success");
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
      <QueryState what="the top-up packs" pending={packs.isPending} error={packs.error} />
      {packs.data && list.length === 0 && <Text size="sm">No packs yet: members get credit only from the club.</Text>}
      {list.length > 0 && (
        <TableScroll label="Top-up packs" minWidth={620}>
          <Table>
            <caption className="visually-hidden">Top-up packs</caption>
            <ColumnHeads
              columns={[
                "Pack",
                { label: "Price", numeric: true },
                { label: "Credit", numeric: true },
                "Valid for",
                "State",
                "Actions",
              ]}
            />
            <Table.Tbody>
              {list.map((p) => (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.name}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.price, p.currency)}</Table.Td>
                  <Table.Td ta="right">{formatMoney(p.credit, p.currency)}</Table.Td>
                  <Table.Td>{p.valid_days === null ? "Never lapses" : `${p.valid_days} days`}</Table.Td>
                  <Table.Td>{p.active ? "On sale" : "Retired"}</Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => toggle(p.id, p.active)}
                      aria-label={`${p.active ? "Retire" : "Put back on sale"} ${p.name}`}
                    >
                      {p.active ? "Retire" : "Put back on sale"}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <form onSubmit={onAdd} noValidate aria-label="Add a top-up pack">
        <Stack gap="xs">
          <FormAlert message={errors.root?.server?.message} />
          <Group align="flex-start" grow>
            <TextInput label="Pack name" error={errors.name?.message} {...register("name")} />
            <TextInput label="Price" inputMode="decimal" error={errors.price?.message} {...register("price")} />
            <TextInput label="Credit it brings" inputMode="decimal" error={errors.credit?.message} {...register("credit")} />
            <TextInput
              label="Valid for (days)"
              description="Empty: never lapses"
              inputMode="numeric"
              error={errors.valid_days?.message}
              {...register("valid_days")}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending && !save.variables?.id}>
              Add pack
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
