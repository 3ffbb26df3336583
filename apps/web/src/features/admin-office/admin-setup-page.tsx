import { type AdminSetup, adminSetupSchema } from "@courtside/contract";
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
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useCompleteSetup, useSetupLink } from "./api/admin-setup.ts";
import { useT } from "./i18n.ts";

const fields = ["name", "email", "password", "password_confirmation"] as const;

/** /admin/setup/:token: the link printed in the server log of a fresh install makes its first administrator. */
export function AdminSetupPage() {
  const t = useT();
  const { token = "" } = useParams();
  const link = useSetupLink(token);
  const spent = link.isError && [404, 410].includes(parseApiError(link.error).status ?? 0);

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title={t("admin-office.setup.title")} description={t("admin-office.setup.description")} />
      {spent ? (
        <Alert color="red" variant="outline" role="alert" title={t("admin-office.setup.linkBroken")}>
          {parseApiError(link.error).message}
        </Alert>
      ) : link.data ? (
        <SetupForm token={token} />
      ) : (
        <QueryState what={t("admin-office.setup.what")} pending={link.isPending} error={link.error} />
      )}
      <Anchor component={Link} to={paths.adminLogin} ta="center">
        {t("admin-office.setup.signIn")}
      </Anchor>
    </Stack>
  );
}

function SetupForm({ token }: { token: string }) {
  const t = useT();
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
      onSuccess: (user) => toast(t("admin-office.setup.welcome", { name: user.name }), "success"),
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
          <TextInput
            label={t("admin-office.field.name")}
            autoComplete="name"
            required
            error={errors.name?.message}
            {...register("name")}
          />
          <TextInput
            label={t("admin-office.field.email")}
            type="email"
            autoComplete="email"
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <NewPasswordFields register={register} errors={errors} />
          <Button type="submit" loading={setup.isPending}>
            {t("admin-office.setup.submit")}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
