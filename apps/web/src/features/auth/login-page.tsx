import { loginRequestSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Group, Paper, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { useMemberLogin } from "./api/member-login.ts";

/**
 * Member login. On success the session is stored; the guest-only guard then sends the member
 * on (summary when opened from an auth step, the page they came from, else the profile).
 */
export function LoginPage() {
  const { search } = useLocation();
  const login = useMemberLogin();
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
      <PageTitle title="Login" description="Sign in to book courts and see your bookings." />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="email"
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
            <Group justify="space-between" wrap="wrap">
              <Anchor component={Link} to={paths.forgotPassword}>
                Forgot your password?
              </Anchor>
              <Button type="submit" loading={login.isPending}>
                Sign in
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
      <Text ta="center">
        New here?{" "}
        <Anchor component={Link} to={`${paths.register}${search}`}>
          Create an account
        </Anchor>
      </Text>
    </Stack>
  );
}
