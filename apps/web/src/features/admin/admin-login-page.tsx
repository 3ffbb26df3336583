import { loginRequestSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Paper, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { useAdminLogin } from "./api/admin-login.ts";

/** /admin/login. On success the login gate sends the administrator to the list of their sport. */
export function AdminLoginPage() {
  const login = useAdminLogin();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginRequestSchema), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit((values) =>
    login.mutate(values, { onError: (error) => handleFormError(error, setError, ["email", "password"]) }),
  );

  return (
    <Stack maw={440} mx="auto">
      <PageTitle title="Administrator login" description="Staff sign-in for the back office." />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              error={errors.email?.message}
              {...register("email")}
            />
            <PasswordInput
              label="Password"
              autoComplete="current-password"
              required
              error={errors.password?.message}
              {...register("password")}
            />
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
