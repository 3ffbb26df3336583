import { profileUpdateRequestSchema } from "@courtside/contract";
import { Anchor, Button, Checkbox, Group, Paper, Stack, TextInput } from "@mantine/core";
import { Controller, useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useClub } from "../club/api/get-club.ts";
import { useUpdateProfile } from "./api/update-profile.ts";
import { PlaysInField } from "./components/plays-in-field.tsx";
import { useT } from "./i18n.ts";
import "../../components/choice-rows.css";

/**
 * /edit-profile: name, phone, reminders and, where the club offers women's, men's and mixed
 * matches, the optional "Matches I play in" (also shown once answered, so it can be taken back).
 */
export function EditProfilePage() {
  const member = useAuthStore((s) => s.user_frontend);
  const offers = useClub().data?.match_categories === true;
  const asksPlaysIn = offers || Boolean(member?.plays_in);
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const t = useT();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: {
      name: member?.name ?? "",
      phone: member?.phone ?? "",
      booking_reminders: member?.booking_reminders ?? true,
      plays_in: member?.plays_in ?? null,
    },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      {
        name: values.name,
        phone: values.phone || null,
        booking_reminders: values.booking_reminders,
        // Not asked: not sent, so it stays as saved.
        ...(asksPlaysIn ? { plays_in: values.plays_in ?? null } : {}),
      },
      {
        onSuccess: () => {
          toast(t("profile.edit.saved"), "success");
          navigate(paths.profile);
        },
        onError: (error) => handleFormError(error, setError, ["name", "phone", "plays_in"]),
      },
    ),
  );

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title={t("profile.edit.title")} description={member?.email} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label={t("profile.edit.name")}
              autoComplete="name"
              required
              error={errors.name?.message}
              {...register("name")}
            />
            <TextInput
              label={t("profile.edit.phone")}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
            <Checkbox
              className="choice-rows"
              label={t("profile.edit.reminders")}
              description={t("profile.edit.remindersHint")}
              {...register("booking_reminders")}
            />
            {asksPlaysIn && (
              <Controller
                control={control}
                name="plays_in"
                render={({ field }) => (
                  <PlaysInField value={field.value ?? null} onChange={field.onChange} error={errors.plays_in?.message} />
                )}
              />
            )}
            <Group justify="space-between">
              <Anchor component={Link} to={paths.profile}>
                {t("profile.backToProfile")}
              </Anchor>
              <Button type="submit" loading={update.isPending}>
                {t("profile.edit.save")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
