import { type AdminSetup, adminSetupSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Anchor, Button, Paper, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useCompleteSetup, useSetupLink } from "./api/admin-setup.ts";

const fields = ["name", "email", "password", "password_confirmation"] as const;

/** /admin/setup/:token: the link printed in the server log of a fresh install makes its first administrator. */
export function AdminSetupPage() {
  const { token = "" } = useParams();
  const link = useSetupLink(token);
  const spent = link.isError && [404, 410].includes(parseApiError(link.error).status ?? 0);

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title="Set up the back office" description="Create the first administrator of this Courtside." />
      {spent ? (
        <Alert color="red" variant="outline" role="alert" title="This setup link does not work">
          {parseApiError(link.error).message}
        </Alert>
      ) : link.data ? (
        <SetupForm token={token} />
      ) : (
        <QueryState what="the setup link" pending={link.isPending} error={link.error} />
      )}
      <Anchor component={Link} to={paths.adminLogin} ta="center">
        Already set up? Sign in
      </Anchor>
    </Stack>
  );
}

function SetupForm({ token }: { token: string }) {
  const setup = useCompleteSetup(token);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AdminSetup>({
    resolver: zodResolver(adminSetupSchema),
    defaultValues: { name: "", email: "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit((values) =>
    setup.mutate(values, {
      onSuccess: (user) => toast(`Welcome, ${user.name}. You are the first administrator.`, "success"),
      // A link spent meanwhile (410) is told above the form like a 422 message.
      onError: (error) => {
        const { status, message } = parseApiError(error);
        if (status === 404 || status === 410) setError("root.server", { type: String(status), message });
        else handleFormError(error, setError, fields);
      },
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormAlert message={errors.root?.server?.message} />
          <TextInput label="Name" autoComplete="name" required error={errors.name?.message} {...register("name")} />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" loading={setup.isPending}>
            Create administrator and sign in
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
