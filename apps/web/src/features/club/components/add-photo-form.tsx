import { CLUB_IMAGE_LIMITS } from "@courtside/contract";
import { Button, Group, Select, Stack, TextInput, Title } from "@mantine/core";
import { Controller, type Path, useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { toast } from "../../../lib/toast.ts";
import { useAddPhoto } from "../api/add-photo.ts";
import type { PhotoCourt } from "../api/get-courts.ts";
import { useT } from "../i18n.ts";
import { showImageRefusal } from "../image-refusal.ts";
import { readImage } from "../read-image.ts";
import { ImageFileInput } from "./image-file-input.tsx";
import { useSubjectName } from "./subject-name.ts";

/** `shows` is the select's value: "club", or a court's id as text. */
type PhotoForm = { image: File | null; alt: string; court_id: string };
const FIELDS: Path<PhotoForm>[] = ["image", "alt", "court_id"];
const THE_CLUB = "club";
const EMPTY: PhotoForm = { image: null, alt: "", court_id: THE_CLUB };

/** "Add a photo": the file, what it shows in words (for screen readers), and whether it is of the club or a court. */
export function AddPhotoForm({ courts }: { courts: readonly PhotoCourt[] }) {
  const t = useT();
  const subjectName = useSubjectName();
  const add = useAddPhoto();
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PhotoForm>({ defaultValues: EMPTY });

  const onSubmit = handleSubmit(async ({ image, alt, court_id }) => {
    const data = image && (await readImage(image));
    if (!data) {
      setError("image", { message: t("club.images.unreadable") }, { shouldFocus: true });
      return;
    }
    const body = { image: data, alt: alt.trim(), court_id: court_id === THE_CLUB ? null : Number(court_id) };
    add.mutate(body, {
      onSuccess: () => {
        toast(t("club.photos.added"), "success");
        reset(EMPTY);
      },
      onError: (error) => showImageRefusal(error, setError, FIELDS),
    });
  });

  const subjects = [
    { value: THE_CLUB, label: subjectName(null) },
    ...courts.filter((c) => c.active).map((c) => ({ value: String(c.id), label: subjectName(c) })),
  ];

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="club-add-photo-heading">
      <Stack>
        <Title order={3} size="h4" id="club-add-photo-heading">
          {t("club.photos.addHeading")}
        </Title>
        <FormAlert message={errors.root?.server?.message} />
        <ImageFileInput control={control} name="image" label={t("club.photos.file")} />
        <TextInput
          {...register("alt", {
            validate: (alt) => alt.trim() !== "" || t("club.photos.altRequired"),
          })}
          label={t("club.photos.alt")}
          description={t("club.photos.altDescription")}
          required
          maxLength={CLUB_IMAGE_LIMITS.altText}
          error={errors.alt?.message}
        />
        <Controller
          control={control}
          name="court_id"
          render={({ field, fieldState }) => (
            <Select
              ref={field.ref}
              label={t("club.photos.shows")}
              data={subjects}
              value={field.value}
              onChange={(value) => field.onChange(value ?? THE_CLUB)}
              onBlur={field.onBlur}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting || add.isPending}>
            {t("club.photos.add")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
