import { type AdminAddon, type AdminAddonModule, addonFieldsSchema, moduleMatchesKind, type Sport } from "@courtside/contract";
import { NativeSelect, SimpleGrid, TextInput } from "@mantine/core";
import { z } from "zod";
import { useCreateAddon } from "../api/create-addon.ts";
import { useUpdateAddon } from "../api/update-addon.ts";
import { t as translate, useT } from "../i18n.ts";
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
      stock: optionalCount(addonFieldsSchema.shape.stock, () => translate("admin-catalog.addons.theStock")),
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
  const t = useT();
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
    savedMessage: (saved: AdminAddon) => t("admin-catalog.form.saved", { name: saved.name }),
    onDone,
  });
  const {
    register,
    watch,
    formState: { errors },
  } = form;
  const isMulti = watch("module") === "multi-addons";

  return (
    <CatalogForm {...formProps} submitLabel={addon ? t("admin-catalog.addons.save") : t("admin-catalog.addons.add")}>
      <TextInput
        label={t("admin-catalog.form.name")}
        required
        data-autofocus
        error={errors.name?.message}
        {...register("name")}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <NativeSelect
          label={t("admin-catalog.addons.group")}
          data={[
            { value: "1", label: t("admin-catalog.addons.groupQuantity") },
            { value: "2", label: t("admin-catalog.addons.groupService") },
          ]}
          error={errors.group?.message}
          {...register("group")}
        />
        <TextInput
          label={currency ? t("admin-catalog.addons.priceIn", { currency }) : t("admin-catalog.addons.price")}
          required
          inputMode="decimal"
          autoComplete="off"
          error={errors.price?.message}
          {...register("price")}
        />
        <NativeSelect
          label={t("admin-catalog.addons.kind")}
          data={[
            { value: "addons", label: t("admin-catalog.addons.kindPlain") },
            { value: "multi-addons", label: t("admin-catalog.addons.kindMultiOption") },
          ]}
          error={errors.module?.message}
          {...register("module")}
        />
        <NativeSelect
          label={t("admin-catalog.addons.module")}
          disabled={!isMulti}
          data={[
            { value: "", label: isMulti ? t("admin-catalog.addons.chooseModule") : t("admin-catalog.addons.noModule") },
            ...modules.map((m) => ({
              value: String(m.id),
              label: m.active ? m.name : t("admin-catalog.inactiveName", { name: m.name }),
            })),
          ]}
          error={errors.module_id?.message}
          {...register("module_id")}
        />
        <TextInput
          label={t("admin-catalog.addons.stock")}
          description={t("admin-catalog.addons.stockHint")}
          inputMode="numeric"
          autoComplete="off"
          error={errors.stock?.message}
          {...register("stock")}
        />
      </SimpleGrid>
    </CatalogForm>
  );
}
