import { type CustomerNote, type CustomerNoteRequest, customerNoteRequestSchema, NOTE_MAX_LENGTH } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, Paper, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError, toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useDeleteCustomerNote } from "../api/delete-customer-note.ts";
import { useEditCustomerNote } from "../api/edit-customer-note.ts";

type Mode = "read" | "edit" | "delete";

/** One staff note; its author, an owner or a manager may change it in place or delete it (asked once more). */
export function NoteItem({ customerId, note, zone }: { customerId: string; note: CustomerNote; zone?: string }) {
  const [mode, setMode] = useState<Mode>("read");
  const byline = `${note.author.name}, ${formatInstant(note.created_at, zone)}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={`Note by ${byline}`}>
      {mode === "edit" ? (
        <EditNote customerId={customerId} note={note} onDone={() => setMode("read")} />
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {note.text}
          </Text>
          <Text size="xs" c="dimmed">
            {byline}
            {note.edited_at && `, edited ${formatInstant(note.edited_at, zone)}`}
          </Text>
          {mode === "delete" ? (
            <ConfirmDelete customerId={customerId} note={note} onKeep={() => setMode("read")} />
          ) : (
            note.can_change && (
              <Group gap="xs" mt={6}>
                <Button size="compact-sm" variant="subtle" onClick={() => setMode("edit")}>
                  Edit note
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setMode("delete")}>
                  Delete note
                </Button>
              </Group>
            )
          )}
        </>
      )}
    </Paper>
  );
}

function EditNote({ customerId, note, onDone }: { customerId: string; note: CustomerNote; onDone: () => void }) {
  const edit = useEditCustomerNote(customerId);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<CustomerNoteRequest>({ resolver: zodResolver(customerNoteRequestSchema), defaultValues: { text: note.text } });
  const onSubmit = handleSubmit((body) =>
    edit.mutate(
      { noteId: note.id, body },
      {
        onSuccess: () => {
          toast("Note changed.", "success");
          onDone();
        },
        onError: (error) => handleFormError(error, setError, ["text"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={errors.root?.server?.message} />
      <Textarea
        label="Note"
        description={`Up to ${NOTE_MAX_LENGTH} characters.`}
        autosize
        minRows={2}
        maxRows={8}
        error={errors.text?.message}
        data-autofocus
        {...register("text")}
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" loading={edit.isPending}>
          Save note
        </Button>
      </Group>
    </form>
  );
}

function ConfirmDelete({ customerId, note, onKeep }: { customerId: string; note: CustomerNote; onKeep: () => void }) {
  const remove = useDeleteCustomerNote(customerId);
  const onDelete = () =>
    remove.mutate(note.id, {
      onSuccess: () => toast("Note deleted.", "success"),
      onError: (error) => {
        toastApiError(error);
        onKeep();
      },
    });
  return (
    <Group gap="xs" mt={6} role="group" aria-label="Delete this note?">
      <Text size="sm">Delete this note? The audit log keeps its text.</Text>
      <Button size="compact-sm" color="red" loading={remove.isPending} onClick={onDelete}>
        Yes, delete it
      </Button>
      <Button size="compact-sm" variant="default" onClick={onKeep}>
        Keep it
      </Button>
    </Group>
  );
}
