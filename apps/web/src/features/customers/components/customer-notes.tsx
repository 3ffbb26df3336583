import { type CustomerDetail, type CustomerNoteRequest, customerNoteRequestSchema, NOTE_MAX_LENGTH } from "@courtside/contract";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useAddCustomerNote } from "../api/add-customer-note.ts";
import { useT } from "../i18n.ts";
import { NoteItem } from "./note-item.tsx";

/** Staff notes about the customer, newest first (each editable by its author, an owner or a manager), and the form to add one. */
export function CustomerNotes({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
  const t = useT();
  const add = useAddCustomerNote(customer.id);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<CustomerNoteRequest>({ resolver: zodResolver(customerNoteRequestSchema), defaultValues: { text: "" } });

  const onSubmit = handleSubmit((values) =>
    add.mutate(values, {
      onSuccess: () => {
        toast(t("customers.notes.added"), "success");
        reset({ text: "" });
      },
      onError: (error) => handleFormError(error, setError, ["text"]),
    }),
  );

  return (
    <Stack>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="xs">
          <FormAlert message={errors.root?.server?.message} />
          <Textarea
            label={t("customers.notes.new")}
            description={t("customers.notes.newHint", { max: NOTE_MAX_LENGTH })}
            autosize
            minRows={2}
            maxRows={8}
            error={errors.text?.message}
            {...register("text")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              {t("customers.notes.add")}
            </Button>
          </Group>
        </Stack>
      </form>
      {customer.notes.length === 0 ? (
        <Text size="sm">{t("customers.notes.none")}</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label={t("customers.notes")} style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {customer.notes.map((note) => (
            <NoteItem key={note.id} customerId={customer.id} note={note} zone={zone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
