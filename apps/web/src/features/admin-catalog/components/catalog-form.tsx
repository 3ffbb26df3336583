import { Button, Group, Stack } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { FormEventHandler, ReactNode } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";

type SaveOptions<TValues extends FieldValues, TSaved> = {
  setError: UseFormSetError<TValues>;
  /** The form's fields, so 422 field errors land on them (the rest goes above the form). */
  fields: readonly Path<TValues>[];
  /** The success toast for the row as the server saved it. */
  savedMessage: (saved: TSaved) => string;
  onDone: () => void;
};

/**
 * The add and edit dialogs' one save path: update the row being edited (its id) or create
 * one; on success a toast and the dialog closes, on failure the form error policy applies.
 */
export function useCatalogSave<TValues extends FieldValues, TBody, TSaved>(
  create: UseMutationResult<TSaved, Error, TBody>,
  update: UseMutationResult<TSaved, Error, { id: number; body: TBody }>,
  { setError, fields, savedMessage, onDone }: SaveOptions<TValues, TSaved>,
) {
  const save = (id: number | null, body: TBody) => {
    const callbacks = {
      onSuccess: (saved: TSaved) => {
        toast(savedMessage(saved), "success");
        onDone();
      },
      onError: (error: unknown) => handleFormError(error, setError, fields),
    };
    if (id === null) create.mutate(body, callbacks);
    else update.mutate({ id, body }, callbacks);
  };
  return { save, pending: create.isPending || update.isPending };
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
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <FormAlert message={serverMessage} />
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
