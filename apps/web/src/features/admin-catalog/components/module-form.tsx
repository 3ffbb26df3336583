import { type AdminAddonModule, addonModuleInputSchema, type Sport } from "@courtside/contract";
import { Textarea, TextInput } from "@mantine/core";
import { useCreateAddonModule } from "../api/create-addon-module.ts";
import { useUpdateAddonModule } from "../api/update-addon-module.ts";
import { useT } from "../i18n.ts";
import { CatalogForm, useCatalogForm } from "./catalog-form.tsx";

const FIELDS = ["name", "description"] as const;

/** Adds or renames a multi-add-on module (a page of add-ons booked per date). */
export function ModuleForm({ sport, module, onDone }: { sport: Sport; module: AdminAddonModule | null; onDone: () => void }) {
  const create = useCreateAddonModule(sport);
  const update = useUpdateAddonModule(sport);
  const t = useT();
  const { form, formProps } = useCatalogForm({
    schema: addonModuleInputSchema,
    defaultValues: { name: module?.name ?? "", description: module?.description ?? "" },
    id: module?.id ?? null,
    create,
    update,
    fields: FIELDS,
    savedMessage: (saved: AdminAddonModule) => t("admin-catalog.form.saved", { name: saved.name }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <CatalogForm {...formProps} submitLabel={module ? t("admin-catalog.modules.save") : t("admin-catalog.modules.add")}>
      <TextInput
        label={t("admin-catalog.form.name")}
        required
        data-autofocus
        error={errors.name?.message}
        {...register("name")}
      />
      <Textarea
        label={t("admin-catalog.modules.description")}
        autosize
        minRows={2}
        error={errors.description?.message}
        {...register("description")}
      />
    </CatalogForm>
  );
}
