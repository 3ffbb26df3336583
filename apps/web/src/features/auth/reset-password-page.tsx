import { resetPasswordRequestSchema } from "@courtside/contract";
import { Anchor, Button, Group, Loader, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useNavigate, useParams, useSearchParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useResetLinkCheck } from "./api/check-reset-link.ts";
import { useResetPassword } from "./api/reset-password.ts";
import { ResetLinkProblem } from "./components/reset-link-problem.tsx";
import { useT } from "./i18n.ts";

/** /reset-password/:token?email=…: the link from the reset mail. */
export function ResetPasswordPage() {
  const t = useT();
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const linkEmail = searchParams.get("email") ?? "";
  const link = useResetLinkCheck(token, linkEmail);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(resetPasswordRequestSchema),
    defaultValues: { token, email: linkEmail, password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit((values) =>
    reset.mutate(values, {
      onSuccess: () => {
        toast(t("auth.reset.done"), "success");
        navigate(paths.login, { replace: true });
      },
      // `token` has no visible field: its message (an expired or used link) shows above the form.
      onError: (error) => handleFormError(error, setError, ["email", "password", "password_confirmation"]),
    }),
  );

  return (
    <Stack maw={440} mx="auto">
      <PageTitle title={t("auth.reset.title")} description={t("auth.reset.description")} />
      {link.isFetching && (
        <Group gap="xs" role="status">
          <Loader size="sm" aria-hidden />
          <Text>{t("auth.reset.checking")}</Text>
        </Group>
      )}
      {link.isError && <ResetLinkProblem error={link.error} onRetry={() => void link.refetch()} />}
      {/* A link without its email cannot be checked ahead: the form asks for the email, and the reset decides. */}
      {(link.isSuccess || !linkEmail) && (
        <Paper withBorder p="lg" radius="md">
          <form onSubmit={onSubmit} noValidate>
            <Stack>
              <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
              <input type="hidden" {...register("token")} />
              <TextInput
                label={t("auth.email")}
                type="email"
                autoComplete="email"
                required
                error={errors.email?.message}
                {...register("email")}
              />
              {/* i18n-ignore: the label prop picks which pair of fields, NewPasswordFields words it */}
              <NewPasswordFields register={register} errors={errors} label="New password" />
              <Button type="submit" loading={reset.isPending}>
                {t("auth.reset.submit")}
              </Button>
            </Stack>
          </form>
        </Paper>
      )}
      {!link.isError && (
        <Anchor component={Link} to={paths.forgotPassword} ta="center">
          {t("auth.resetLink.requestNew")}
        </Anchor>
      )}
    </Stack>
  );
}
