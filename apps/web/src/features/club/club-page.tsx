import { CLUB_LIMITS, type Club, type ClubUpdate, clubUpdateSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Fieldset, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { type Path, useForm } from "react-hook-form";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useClub } from "./api/get-club.ts";
import { useUpdateClub } from "./api/update-club.ts";
import { ContrastCheck } from "./components/contrast-check.tsx";

type LineField = {
  name: "name" | "address" | "phone" | "contact_email" | "legal_name" | "tax_id" | "legal_address";
  label: string;
  description?: string;
  type?: string;
};
type TextField = { name: "opening_hours" | "cancellation_policy"; label: string; description: string };

const LINE_FIELDS: LineField[] = [
  { name: "name", label: "Club name", description: "Shown in every page's header and on the home page." },
  { name: "address", label: "Address", description: "Shown on the home page with a link to a map." },
  { name: "phone", label: "Phone", description: "Optional. Players can call it from the home page.", type: "tel" },
  {
    name: "contact_email",
    label: "Contact email",
    description: "Shown on the home page and at the foot of every page.",
    type: "email",
  },
];

/** Who issues the receipts and credit notes: the trigger copies them onto each document as it is issued. */
const LEGAL_FIELDS: LineField[] = [
  { name: "legal_name", label: "Legal name", description: "The company or association, as registered." },
  { name: "tax_id", label: "Tax ID" },
  { name: "legal_address", label: "Registered address" },
];

const TEXT_FIELDS: TextField[] = [
  {
    name: "opening_hours",
    label: "Opening hours",
    description: "One line per day or group of days, such as “Mon–Fri 07:00–22:30”. Optional.",
  },
  {
    name: "cancellation_policy",
    label: "Cancellation policy",
    description: "In your own words, shown on the home page. Optional.",
  },
];

const FIELD_NAMES: Path<ClubUpdate>[] = [
  ...LINE_FIELDS.map((f) => f.name),
  ...TEXT_FIELDS.map((f) => f.name),
  "primary_color",
  ...LEGAL_FIELDS.map((f) => f.name),
];

const formValues = (club: Club): ClubUpdate => ({ ...club });

/**
 * /admin/club (owners): the club's name, address, contact, hours, cancellation policy and colour,
 * as the public pages show them, and who issues its receipts.
 */
export function ClubPage() {
  const club = useClub({ fresh: true });
  const update = useUpdateClub();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ClubUpdate>({ resolver: zodResolver(clubUpdateSchema) });

  useEffect(() => {
    if (club.data) reset(formValues(club.data));
  }, [club.data, reset]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast("The club's information is saved.", "success");
        reset(formValues(saved));
      },
      onError: (error) => handleFormError(error, setError, FIELD_NAMES),
    }),
  );

  const lineInput = (field: LineField) => (
    <TextInput
      key={field.name}
      {...register(field.name)}
      type={field.type ?? "text"}
      label={field.label}
      description={field.description}
      required={field.name !== "phone"}
      maxLength={CLUB_LIMITS[field.name]}
      error={errors[field.name]?.message}
    />
  );

  return (
    <Stack maw={640}>
      <PageTitle title="Club" description="What players see of the club: the home page, every page's header and footer." />
      <QueryState what="the club's information" pending={club.isPending} error={club.error} />
      {club.data && (
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <FormAlert message={errors.root?.server?.message} />
              {LINE_FIELDS.map(lineInput)}
              {TEXT_FIELDS.map((field) => (
                <Textarea
                  key={field.name}
                  {...register(field.name)}
                  label={field.label}
                  description={field.description}
                  autosize
                  minRows={3}
                  maxLength={CLUB_LIMITS[field.name]}
                  error={errors[field.name]?.message}
                />
              ))}
              <TextInput
                {...register("primary_color")}
                label="Primary colour"
                description="As #RRGGBB. White text must be readable on it: a contrast of at least 4.5:1."
                required
                maw={240}
                autoComplete="off"
                spellCheck={false}
                error={errors.primary_color?.message}
              />
              <ContrastCheck colour={watch("primary_color") ?? ""} />
              <Fieldset legend="On receipts and credit notes" variant="unstyled">
                <Text size="sm" c="dimmed" mb="xs">
                  Who issues them, as the law asks each to say, and at the foot of every page. Receipts already issued keep what
                  they say.
                </Text>
                <Stack>{LEGAL_FIELDS.map(lineInput)}</Stack>
              </Fieldset>
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                  Save club information
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
    </Stack>
  );
}
