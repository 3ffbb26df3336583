import { type AcceptInvitation, acceptInvitationSchema } from "@courtside/contract";
import { Anchor, Button, Paper, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useAcceptInvitation } from "./api/accept-invitation.ts";
import { useT } from "./i18n.ts";

/** /admin/invite/:token: the invited administrator chooses a password; once signed in, the login gate routes by type_web. */
export function AcceptInvitePage() {
  const t = useT();
  const { token = "" } = useParams();
  const accept = useAcceptInvitation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AcceptInvitation>({
    resolver: zodResolver(acceptInvitationSchema),
    defaultValues: { token, password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit((values) =>
    accept.mutate(values, {
      onSuccess: (user) => toast(t("admin-office.accept.welcome", { name: user.name }), "success"),
      // `token` has no visible field: an expired or used link is told above the form.
      onError: (error) => handleFormError(error, setError, ["password", "password_confirmation"]),
    }),
  );

  return (
    <Stack maw={440} mx="auto">
      <PageTitle title={t("admin-office.accept.title")} description={t("admin-office.accept.description")} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
            <input type="hidden" {...register("token")} />
            <NewPasswordFields register={register} errors={errors} />
            <Button type="submit" loading={accept.isPending}>
              {t("admin-office.accept.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to={paths.adminLogin} ta="center">
        {t("admin-office.accept.signIn")}
      </Anchor>
    </Stack>
  );
}
