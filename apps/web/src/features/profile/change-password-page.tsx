import { passwordChangeRequestSchema } from "@courtside/contract";
import { Anchor, Button, Group, Paper, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useChangePassword } from "./api/change-password.ts";
import { useT } from "./i18n.ts";

const emptyValues = { current_password: "", password: "", password_confirmation: "" };

export function ChangePasswordPage() {
  const change = useChangePassword();
  const t = useT();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(passwordChangeRequestSchema), defaultValues: emptyValues });

  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: () => {
        reset(emptyValues);
        toast(t("profile.password.changed"), "success");
      },
      onError: (error) => handleFormError(error, setError, ["current_password", "password", "password_confirmation"]),
    }),
  );

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title={t("profile.password.title")} description={t("profile.password.description")} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <PasswordInput
              label={t("profile.password.current")}
              autoComplete="current-password"
              required
              error={errors.current_password?.message}
              {...register("current_password")}
            />
            {/* i18n-ignore: which of NewPasswordFields' two labels (a variant name); that component shows the words */}
            <NewPasswordFields register={register} errors={errors} label="New password" />
            <Group justify="space-between">
              <Anchor component={Link} to={paths.profile}>
                {t("profile.backToProfile")}
              </Anchor>
              <Button type="submit" loading={change.isPending}>
                {t("profile.password.submit")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
