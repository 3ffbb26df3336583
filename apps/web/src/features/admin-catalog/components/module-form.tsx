import { type AdminAddonModule, addonModuleInputSchema, type Sport } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Textarea, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useCreateAddonModule } from "../api/create-addon-module.ts";
import { useUpdateAddonModule } from "../api/update-addon-module.ts";
import { CatalogForm, useCatalogSave } from "./catalog-form.tsx";

const FIELDS = ["name", "description"] as const;

/** Adds or renames a multi-add-on module (a page of add-ons booked per date). */
export function ModuleForm({ sport, module, onDone }: { sport: Sport; module: AdminAddonModule | null; onDone: () => void }) {
  const create = useCreateAddonModule(sport);
  const update = useUpdateAddonModule(sport);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(addonModuleInputSchema),
    defaultValues: { name: module?.name ?? "", description: module?.description ?? "" },
  });
  const { save, pending } = useCatalogSave(create, update, {
    setError,
    fields: FIELDS,
    savedMessage: (saved: AdminAddonModule) => `${saved.name} saved.`,
    onDone,
  });

  const onSubmit = handleSubmit((values) => save(module?.id ?? null, values));

  return (
    <CatalogForm
      onSubmit={onSubmit}
      serverMessage={errors.root?.server?.message}
      onCancel={onDone}
      pending={pending}
      submitLabel={module ? "Save module" : "Add module"}
    >
      <TextInput label="Name" required data-autofocus error={errors.name?.message} {...register("name")} />
      <Textarea label="Description" autosize minRows={2} error={errors.description?.message} {...register("description")} />
    </CatalogForm>
  );
}
