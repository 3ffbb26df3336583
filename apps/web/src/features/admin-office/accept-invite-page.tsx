import { type AcceptInvitation, acceptInvitationSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Paper, Stack } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useAcceptInvitation } from "./api/accept-invitation.ts";

/** /admin/invite/:token: the invited administrator chooses a password; once signed in, the login gate routes by type_web. */
export function AcceptInvitePage() {
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
      onSuccess: (user) => toast(`Welcome, ${user.name}. Your password is set.`, "success"),
      // `token` has no visible field: an expired or used link is told above the form.
      onError: (error) => handleFormError(error, setError, ["password", "password_confirmation"]),
    }),
  );

  return (
    <Stack maw={440} mx="auto">
      <PageTitle title="Set your password" description="You were invited to the back office. Choose a password to sign in." />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message ?? errors.token?.message} />
            <input type="hidden" {...register("token")} />
            <NewPasswordFields register={register} errors={errors} />
            <Button type="submit" loading={accept.isPending}>
              Set password and sign in
            </Button>
          </Stack>
        </form>
      </Paper>
      <Anchor component={Link} to={paths.adminLogin} ta="center">
        Already set? Sign in
      </Anchor>
    </Stack>
  );
}
