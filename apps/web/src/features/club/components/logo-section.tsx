import type { Club } from "@courtside/contract";
import { Button, Group, Image, Paper, Stack, Text } from "@mantine/core";
import { type Path, useForm } from "react-hook-form";
import { confirmDialog } from "../../../components/confirm.tsx";
import { FormAlert } from "../../../components/form-alert.tsx";
import { toast } from "../../../lib/toast.ts";
import { useRemoveLogo } from "../api/remove-logo.ts";
import { useSetLogo } from "../api/set-logo.ts";
import { useT } from "../i18n.ts";
import { showImageRefusal } from "../image-refusal.ts";
import { readImage } from "../read-image.ts";
import { ImageFileInput } from "./image-file-input.tsx";
import { ImageSection } from "./image-section.tsx";

type LogoForm = { image: File | null };
const FIELDS: Path<LogoForm>[] = ["image"];

/** The club's logo: what it is now, a new one to upload in its place, or none (the name alone). */
export function LogoSection({ club }: { club: Club }) {
  const t = useT();
  const setLogo = useSetLogo();
  const removeLogo = useRemoveLogo();
  const {
    control,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<LogoForm>({ defaultValues: { image: null } });

  const onSubmit = handleSubmit(async ({ image }) => {
    const data = image && (await readImage(image));
    if (!data) {
      setError("image", { message: t("club.images.unreadable") }, { shouldFocus: true });
      return;
    }
    setLogo.mutate(
      { image: data },
      {
        onSuccess: () => {
          toast(t("club.logo.saved"), "success");
          reset();
        },
        onError: (error) => showImageRefusal(error, setError, FIELDS),
      },
    );
  });

  const onRemove = async () => {
    const answer = await confirmDialog({ title: t("club.logo.remove"), message: t("club.logo.removeMessage") });
    if (answer !== "ok") return;
    clearErrors();
    removeLogo.mutate(undefined, {
      onSuccess: () => toast(t("club.logo.removed"), "success"),
      onError: (error) => showImageRefusal(error, setError, FIELDS),
    });
  };

  return (
    <ImageSection id="club-logo-heading" title={t("club.logo.heading")} intro={t("club.logo.intro")}>
      {club.logo ? (
        <Paper withBorder p="sm" radius="sm" w="fit-content">
          <Image src={club.logo.small_url} alt={t("club.logo.alt", { name: club.name })} h={64} w="auto" fit="contain" />
        </Paper>
      ) : (
        <Text>{t("club.logo.none")}</Text>
      )}
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormAlert message={errors.root?.server?.message} />
          <ImageFileInput control={control} name="image" label={t("club.logo.file")} />
          <Group justify="flex-end">
            {club.logo && (
              <Button variant="default" onClick={onRemove} loading={removeLogo.isPending}>
                {t("club.logo.remove")}
              </Button>
            )}
            <Button type="submit" loading={isSubmitting || setLogo.isPending}>
              {t("club.logo.upload")}
            </Button>
          </Group>
        </Stack>
      </form>
    </ImageSection>
  );
}
