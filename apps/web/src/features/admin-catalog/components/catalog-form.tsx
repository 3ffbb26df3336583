import { Button, Group, Stack } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { FormEventHandler, ReactNode } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type { z } from "zod";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useT } from "../i18n.ts";

type CatalogFormOptions<TInput extends FieldValues, TOutput, TSaved> = {
  /** What the fields must hold; its output is the body saved. */
  schema: z.ZodType<TOutput, TInput>;
  defaultValues: DefaultValues<TInput>;
  /** The row being edited, or null to add one. */
  id: number | null;
  create: UseMutationResult<TSaved, Error, TOutput>;
  update: UseMutationResult<TSaved, Error, { id: number; body: TOutput }>;
  /** The form's fields, so 422 field errors land on them (the rest goes above the form). */
  fields: readonly Path<TInput>[];
  /** The success toast for the row as the server saved it. */
  savedMessage: (saved: TSaved) => string;
  onDone: () => void;
};

/**
 * The add and edit dialogs' one form and save path: validate with the schema, update the row
 * being edited or create one; on success a toast and the dialog closes, on failure the form
 * error policy applies. Answers the form and the props for `CatalogForm`.
 */
export function useCatalogForm<TInput extends FieldValues, TOutput, TSaved>(
  options: CatalogFormOptions<TInput, TOutput, TSaved>,
) {
  const { schema, defaultValues, id, create, update, fields, savedMessage, onDone } = options;
  const form = useForm<TInput, unknown, TOutput>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit((body) => {
    const callbacks = {
      onSuccess: (saved: TSaved) => {
        toast(savedMessage(saved), "success");
        onDone();
      },
      onError: (error: unknown) => handleFormError(error, form.setError, fields),
    };
    if (id === null) create.mutate(body, callbacks);
    else update.mutate({ id, body }, callbacks);
  });
  const formProps = {
    onSubmit,
    serverMessage: form.formState.errors.root?.server?.message,
    onCancel: onDone,
    pending: create.isPending || update.isPending,
  };
  return { form, formProps };
}

/** The add and edit dialogs' form: the server's general message, the fields, then Cancel and submit. */
export function CatalogForm({
  onSubmit,
  serverMessage,
  onCancel,
  pending,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  serverMessage: string | undefined;
  onCancel: () => void;
  pending: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert message={serverMessage} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t("admin-catalog.form.cancel")}
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
