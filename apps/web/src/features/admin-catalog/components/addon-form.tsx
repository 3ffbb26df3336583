import { type AdminAddon, type AdminAddonModule, addonFieldsSchema, moduleMatchesKind, type Sport } from "@courtside/contract";
import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { z } from "zod";
import { useCreateAddon } from "../api/create-addon.ts";
import { useUpdateAddon } from "../api/update-addon.ts";
import { CatalogForm, useCatalogForm } from "./catalog-form.tsx";
import { moneyField, optionalCount, toMajorInput } from "./money.ts";

/** The contract's add-on with select and text fields turned into its numbers and nulls. */
const addonFormSchema = moduleMatchesKind(
  addonFieldsSchema
    .extend({
      group: z.string().transform(Number).pipe(addonFieldsSchema.shape.group),
      price: moneyField(addonFieldsSchema.shape.price),
      module_id: z
        .string()
        .transform((v): number | null | undefined => (v === "" ? null : Number(v)))
        .pipe(addonFieldsSchema.shape.module_id),
      stock: optionalCount(addonFieldsSchema.shape.stock, "the stock"),
    })
    // A module chosen before the kind went back to plain is dropped, not refused.
    .transform((addon) => ({ ...addon, module_id: addon.module === "multi-addons" ? addon.module_id : null })),
);
const FIELDS = ["name", "group", "price", "module", "module_id", "stock"] as const;

type Props = {
  sport: Sport;
  addon: AdminAddon | null;
  modules: AdminAddonModule[];
  currency: string | undefined;
  onDone: () => void;
};

/** Adds or changes an add-on: group, price, plain or multi (with its module), stock per slot. */
export function AddonForm({ sport, addon, modules, currency, onDone }: Props) {
  const create = useCreateAddon(sport);
  const update = useUpdateAddon(sport);
  const { form, formProps } = useCatalogForm({
    schema: addonFormSchema,
    defaultValues: {
      name: addon?.name ?? "",
      group: String(addon?.group ?? 1),
      price: toMajorInput(addon?.price),
      module: addon?.module ?? "addons",
      module_id: addon?.module_id ? String(addon.module_id) : "",
      stock: addon?.stock === null || addon?.stock === undefined ? "" : String(addon.stock),
    },
    id: addon?.id ?? null,
    create,
    update,
    fields: FIELDS,
    savedMessage: (saved: AdminAddon) => `${saved.name} saved.`,
    onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isMulti = watch("module") === "multi-addons";

  return (
    <CatalogForm {...formProps} submitLabel={addon ? "Save add-on" : "Add add-on"}>
      <TextInput label="Name" required data-autofocus error={errors.name?.message} {...register("name")} />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label="Group"
          data={[
            { value: "1", label: "1 · sold by quantity" },
            { value: "2", label: "2 · service for the slot" },
          ]}
          error={errors.group?.message}
          {...register("group")}
        />
        <TextInput
          label={`Price${currency ? ` (${currency})` : ""}`}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...register("price")}
        />
        <NativeSelect
          label="Kind"
          data={[
            { value: "addons", label: "Add-on (with the booking)" },
            { value: "multi-addons", label: "Multi-add-on (per date, in a module)" },
          ]}
          error={errors.module?.message}
          {...register("module")}
        />
        <NativeSelect
          label="Module"
          disabled={!isMulti}
          data={[
            { value: "", label: isMulti ? "Choose a module" : "None" },
            ...modules.map((m) => ({ value: String(m.id), label: m.active ? m.name : `${m.name} (inactive)` })),
          ]}
          error={errors.module_id?.message}
          {...register("module_id")}
        />
        <TextInput
          label="Stock per timeslot"
          description="Blank: unlimited"
          inputMode="numeric"
          autoComplete="off"
          error={errors.stock?.message}
          {...register("stock")}
        />
      </SimpleGrid>
    </CatalogForm>
  );
}
