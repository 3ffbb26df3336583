import { CLUB_LIMITS, type Club, type ClubUpdate, clubUpdateSchema } from "@courtside/contract";
import { Button, Checkbox, Fieldset, Group, Paper, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useEffect } from "react";
import { type Path, useForm } from "react-hook-form";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useClub } from "./api/get-club.ts";
import { useUpdateClub } from "./api/update-club.ts";
import { ContrastCheck } from "./components/contrast-check.tsx";
import { LogoSection } from "./components/logo-section.tsx";
import { PhotosSection } from "./components/photos-section.tsx";
import { type t as translate, useT } from "./i18n.ts";

type Key = Parameters<typeof translate>[0];

/** A field's label and description are catalogue keys, read in the language in use at render. */
type LineField = {
  name: "name" | "address" | "phone" | "contact_email" | "legal_name" | "tax_id" | "legal_address";
  label: Key;
  description?: Key;
  type?: string;
};
type TextField = { name: "opening_hours" | "cancellation_policy"; label: Key; description: Key };

const LINE_FIELDS: LineField[] = [
  { name: "name", label: "club.field.name", description: "club.field.name.description" },
  { name: "address", label: "club.field.address", description: "club.field.address.description" },
  { name: "phone", label: "club.field.phone", description: "club.field.phone.description", type: "tel" },
  {
    name: "contact_email",
    label: "club.field.contactEmail",
    description: "club.field.contactEmail.description",
    type: "email",
  },
];

/** Who issues the receipts and credit notes: the trigger copies them onto each document as it is issued. */
const LEGAL_FIELDS: LineField[] = [
  { name: "legal_name", label: "club.field.legalName", description: "club.field.legalName.description" },
  { name: "tax_id", label: "club.field.taxId" },
  { name: "legal_address", label: "club.field.legalAddress" },
];

const TEXT_FIELDS: TextField[] = [
  { name: "opening_hours", label: "club.field.openingHours", description: "club.field.openingHours.description" },
  {
    name: "cancellation_policy",
    label: "club.field.cancellationPolicy",
    description: "club.field.cancellationPolicy.description",
  },
];

const FIELD_NAMES: Path<ClubUpdate>[] = [
  ...LINE_FIELDS.map((f) => f.name),
  ...TEXT_FIELDS.map((f) => f.name),
  "primary_color",
  ...LEGAL_FIELDS.map((f) => f.name),
  "match_categories",
];

/** The form's fields only: the update schema is strict, and the logo and photos have their own calls. */
const formValues = ({ logo: _logo, photos: _photos, ...fields }: Club): ClubUpdate => fields;

/**
 * /admin/club (owners): the club's name, address, contact, hours, cancellation policy and colour,
 * as the public pages show them, who issues its receipts, whether it offers women's, men's and
 * mixed open matches, and its logo and photos.
 */
export function ClubPage() {
  const club = useClub({ fresh: true });
  const update = useUpdateClub();
  const t = useT();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors, isDirty },
  } = useForm<ClubUpdate>({ resolver: zodResolver(clubUpdateSchema) });

  // An uploaded logo or photo replaces the cached club too: fields being edited keep their words.
  useEffect(() => {
    if (club.data) reset(formValues(club.data), { keepDirtyValues: true });
  }, [club.data, reset]);

  const onSubmit = handleSubmit((values) =>
    update.mutate(values, {
      onSuccess: (saved) => {
        toast(t("club.page.saved"), "success");
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
      label={t(field.label)}
      description={field.description && t(field.description)}
      required={field.name !== "phone"}
      maxLength={CLUB_LIMITS[field.name]}
      error={errors[field.name]?.message}
    />
  );

  return (
    <Stack maw={640}>
      <PageTitle title={t("club.page.title")} description={t("club.page.description")} />
      <QueryState what={t("club.page.loading")} pending={club.isPending} error={club.error} />
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
                  label={t(field.label)}
                  description={t(field.description)}
                  autosize
                  minRows={3}
                  maxLength={CLUB_LIMITS[field.name]}
                  error={errors[field.name]?.message}
                />
              ))}
              <TextInput
                {...register("primary_color")}
                label={t("club.field.primaryColour")}
                description={t("club.field.primaryColour.description")}
                required
                maw={240}
                autoComplete="off"
                spellCheck={false}
                error={errors.primary_color?.message}
              />
              <ContrastCheck colour={watch("primary_color") ?? ""} />
              <Fieldset legend={t("club.page.receiptsLegend")} variant="unstyled">
                <Text size="sm" c="dimmed" mb="xs">
                  {t("club.page.receiptsIntro")}
                </Text>
                <Stack>{LEGAL_FIELDS.map(lineInput)}</Stack>
              </Fieldset>
              <Fieldset legend={t("club.page.matchesLegend")} variant="unstyled">
                <Checkbox
                  {...register("match_categories")}
                  label={t("club.field.matchCategories")}
                  description={t("club.field.matchCategories.description")}
                  error={errors.match_categories?.message}
                />
              </Fieldset>
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending} disabled={!isDirty}>
                  {t("club.page.save")}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      )}
      {club.data && <LogoSection club={club.data} />}
      {club.data && <PhotosSection club={club.data} />}
    </Stack>
  );
}
