import { forgotPasswordRequestSchema } from "@courtside/contract";
import { Alert, Anchor, Button, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useForgotPassword } from "./api/forgot-password.ts";
import { useT } from "./i18n.ts";

export function ForgotPasswordPage() {
  const t = useT();
  const forgot = useForgotPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: "" } });

  const onSubmit = handleSubmit((values) =>
    forgot.mutate(values, { onError: (error) => handleFormError(error, setError, ["email"]) }),
  );

  return (
    <Stack maw={440} mx="auto">
      <PageTitle title={t("auth.forgot.title")} description={t("auth.forgot.description")} />
      {forgot.data ? (
        <Alert color="blue" variant="outline" role="status" title={t("auth.forgot.checkEmail")}>
          {forgot.data.message}
        </Alert>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <FormAlert message={errors.root?.server?.message} />
              <TextInput
                label={t("auth.email")}
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...register("email")}
              />
              <Button type="submit" loading={forgot.isPending}>
                {t("auth.forgot.send")}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
      <Anchor component={Link} to={paths.login} ta="center">
        {t("auth.forgot.backToLogin")}
      </Anchor>
    </Stack>
  );
}
