import { type AdminCourt, courtInputSchema, type Sport } from "@courtside/contract";
import { Checkbox, TextInput } from "@mantine/core";
import { useCreateCourt } from "../api/create-court.ts";
import { useUpdateCourt } from "../api/update-court.ts";
import { CatalogForm, useCatalogForm } from "./catalog-form.tsx";

const FIELDS = ["name", "surface", "indoor"] as const;

/** Adds a court (no `court`) or renames / changes one; its active state is left as it is. */
export function CourtForm({ sport, court, onDone }: { sport: Sport; court: AdminCourt | null; onDone: () => void }) {
  const create = useCreateCourt(sport);
  const update = useUpdateCourt(sport);
  const { form, formProps } = useCatalogForm({
    schema: courtInputSchema,
    defaultValues: { name: court?.name ?? "", surface: court?.surface ?? "", indoor: court?.indoor ?? false },
    id: court?.id ?? null,
    create,
    update,
    fields: FIELDS,
    savedMessage: (saved: AdminCourt) => `${saved.name} saved.`,
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <CatalogForm {...formProps} submitLabel={court ? "Save court" : "Add court"}>
      <TextInput label="Name" required data-autofocus error={errors.name?.message} {...register("name")} />
      <TextInput
        label="Surface"
        required
        description="e.g. Clay, Hard, Glass"
        error={errors.surface?.message}
        {...register("surface")}
      />
      <Checkbox label="Indoor" error={errors.indoor?.message} {...register("indoor")} />
    </CatalogForm>
  );
}
