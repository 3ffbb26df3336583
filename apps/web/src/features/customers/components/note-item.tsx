import { type CustomerNote, type CustomerNoteRequest, customerNoteRequestSchema, NOTE_MAX_LENGTH } from "@courtside/contract";
import { Button, Group, Paper, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError, toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useDeleteCustomerNote } from "../api/delete-customer-note.ts";
import { useEditCustomerNote } from "../api/edit-customer-note.ts";
import { useT } from "../i18n.ts";

type Mode = "read" | "edit" | "delete";

/** One staff note; its author, an owner or a manager may change it in place or delete it (asked once more). */
export function NoteItem({ customerId, note, zone }: { customerId: string; note: CustomerNote; zone?: string }) {
  const t = useT();
  const [mode, setMode] = useState<Mode>("read");
  const byline = `${note.author.name}, ${formatInstant(note.created_at, zone)}`;
  return (
    <Paper withBorder p="sm" radius="md" component="li" aria-label={t("customers.note.by", { byline })}>
      {mode === "edit" ? (
        <EditNote customerId={customerId} note={note} onDone={() => setMode("read")} />
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {note.text}
          </Text>
          <Text size="xs" c="dimmed">
            {note.edited_at ? t("customers.note.bylineEdited", { byline, when: formatInstant(note.edited_at, zone) }) : byline}
          </Text>
          {mode === "delete" ? (
            <ConfirmDelete customerId={customerId} note={note} onKeep={() => setMode("read")} />
          ) : (
            note.can_change && (
              <Group gap="xs" mt={6}>
                <Button size="compact-sm" variant="subtle" onClick={() => setMode("edit")}>
                  {t("customers.note.edit")}
                </Button>
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => setMode("delete")}>
                  {t("customers.note.delete")}
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
  const t = useT();
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
          toast(t("customers.note.changed"), "success");
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
        label={t("customers.note.label")}
        description={t("customers.note.hint", { max: NOTE_MAX_LENGTH })}
        autosize
        minRows={2}
        maxRows={8}
        error={errors.text?.message}
        data-autofocus
        {...register("text")}
      />
      <Group gap="xs" mt="xs" justify="flex-end">
        <Button variant="default" onClick={onDone}>
          {t("customers.cancel")}
        </Button>
        <Button type="submit" loading={edit.isPending}>
          {t("customers.note.save")}
        </Button>
      </Group>
    </form>
  );
}

function ConfirmDelete({ customerId, note, onKeep }: { customerId: string; note: CustomerNote; onKeep: () => void }) {
  const t = useT();
  const remove = useDeleteCustomerNote(customerId);
  const onDelete = () =>
    remove.mutate(note.id, {
      onSuccess: () => toast(t("customers.note.deleted"), "success"),
      onError: (error) => {
        toastApiError(error);
        onKeep();
      },
    });
  return (
    <Group gap="xs" mt={6} role="group" aria-label={t("customers.note.deleteQuestion")}>
      <Text size="sm">{t("customers.note.deleteExplained")}</Text>
      <Button size="compact-sm" color="red" loading={remove.isPending} onClick={onDelete}>
        {t("customers.note.yesDelete")}
      </Button>
      <Button size="compact-sm" variant="default" onClick={onKeep}>
        {t("customers.keepIt")}
      </Button>
    </Group>
  );
}
