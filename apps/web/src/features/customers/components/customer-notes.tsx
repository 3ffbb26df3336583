import { type CustomerDetail, type CustomerNoteRequest, customerNoteRequestSchema, NOTE_MAX_LENGTH } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Stack, Text, Textarea } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useAddCustomerNote } from "../api/add-customer-note.ts";
import { NoteItem } from "./note-item.tsx";

/** Staff notes about the customer, newest first (each editable by its author, an owner or a manager), and the form to add one. */
export function CustomerNotes({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
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
        toast("Note added.", "success");
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
            label="New note"
            description={`Seen by staff only, up to ${NOTE_MAX_LENGTH} characters.`}
            autosize
            minRows={2}
            maxRows={8}
            error={errors.text?.message}
            {...register("text")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={add.isPending}>
              Add note
            </Button>
          </Group>
        </Stack>
      </form>
      {customer.notes.length === 0 ? (
        <Text size="sm">No notes yet.</Text>
      ) : (
        <Stack gap="xs" component="ul" aria-label="Notes" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {customer.notes.map((note) => (
            <NoteItem key={note.id} customerId={customer.id} note={note} zone={zone} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
