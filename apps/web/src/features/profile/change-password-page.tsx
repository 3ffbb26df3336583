import { passwordChangeRequestSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Group, Paper, PasswordInput, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useChangePassword } from "./api/change-password.ts";

const emptyValues = { current_password: "", password: "", password_confirmation: "" };

export function ChangePasswordPage() {
  const change = useChangePassword();
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
        toast("Password changed. Other devices have been signed out.", "success");
      },
      onError: (error) => handleFormError(error, setError, ["current_password", "password", "password_confirmation"]),
    }),
  );

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title="Change password" description="You stay signed in here; other devices are signed out." />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <PasswordInput
              label="Current password"
              autoComplete="current-password"
              required
              error={errors.current_password?.message}
              {...register("current_password")}
            />
            <NewPasswordFields register={register} errors={errors} label="New password" />
            <Group justify="space-between">
              <Anchor component={Link} to={paths.profile}>
                Back to profile
              </Anchor>
              <Button type="submit" loading={change.isPending}>
                Change password
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
