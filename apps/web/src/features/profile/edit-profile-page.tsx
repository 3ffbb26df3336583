import { profileUpdateRequestSchema } from "@courtside/contract";
import { Anchor, Button, Checkbox, Group, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useNavigate } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useAuthStore } from "../../state/auth-store.ts";
import { useUpdateProfile } from "./api/update-profile.ts";
import { useT } from "./i18n.ts";

export function EditProfilePage() {
  const member = useAuthStore((s) => s.user_frontend);
  const navigate = useNavigate();
  const update = useUpdateProfile();
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileUpdateRequestSchema),
    defaultValues: { name: member?.name ?? "", phone: member?.phone ?? "", booking_reminders: member?.booking_reminders ?? true },
  });

  const onSubmit = handleSubmit((values) =>
    update.mutate(
      { name: values.name, phone: values.phone || null, booking_reminders: values.booking_reminders },
      {
        onSuccess: () => {
          toast(t("profile.edit.saved"), "success");
          navigate(paths.profile);
        },
        onError: (error) => handleFormError(error, setError, ["name", "phone"]),
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
              label={t("profile.edit.reminders")}
              description={t("profile.edit.remindersHint")}
              {...register("booking_reminders")}
            />
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
