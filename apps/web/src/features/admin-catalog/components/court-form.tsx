import { type AdminCourt, courtInputSchema, type Sport } from "@courtside/contract";
import { Checkbox, TextInput } from "@mantine/core";
import { useCreateCourt } from "../api/create-court.ts";
import { useUpdateCourt } from "../api/update-court.ts";
import { useT } from "../i18n.ts";
import { CatalogForm, useCatalogForm } from "./catalog-form.tsx";

const FIELDS = ["name", "surface", "indoor"] as const;

/** Adds a court (no `court`) or renames / changes one; its active state is left as it is. */
export function CourtForm({ sport, court, onDone }: { sport: Sport; court: AdminCourt | null; onDone: () => void }) {
  const create = useCreateCourt(sport);
  const update = useUpdateCourt(sport);
  const t = useT();
  const { form, formProps } = useCatalogForm({
    schema: courtInputSchema,
    defaultValues: { name: court?.name ?? "", surface: court?.surface ?? "", indoor: court?.indoor ?? false },
    id: court?.id ?? null,
    create,
    update,
    fields: FIELDS,
    savedMessage: (saved: AdminCourt) => t("admin-catalog.form.saved", { name: saved.name }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <CatalogForm {...formProps} submitLabel={court ? t("admin-catalog.courts.save") : t("admin-catalog.courts.add")}>
      <TextInput
        label={t("admin-catalog.form.name")}
        required
        data-autofocus
        error={errors.name?.message}
        {...register("name")}
      />
      <TextInput
        label={t("admin-catalog.courts.surface")}
        required
        description={t("admin-catalog.courts.surfaceHint")}
        error={errors.surface?.message}
        {...register("surface")}
      />
      <Checkbox label={t("admin-catalog.courts.indoor")} error={errors.indoor?.message} {...register("indoor")} />
    </CatalogForm>
  );
}
