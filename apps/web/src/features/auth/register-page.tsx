import { registerRequestSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Anchor, Button, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useMemberRegister } from "./api/member-register.ts";

const fields = ["name", "email", "phone", "password", "password_confirmation"] as const;

export function RegisterPage() {
  const { search } = useLocation();
  const registerMember = useMemberRegister({ onRegistered: (user) => toast(`Welcome, ${user.name}!`, "success") });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(registerRequestSchema),
    defaultValues: { name: "", email: "", phone: "", password: "", password_confirmation: "" },
  });

  const onSubmit = handleSubmit((values) =>
    registerMember.mutate(
      { ...values, phone: values.phone || undefined },
      {
        onError: (error) => handleFormError(error, setError, fields),
      },
    ),
  );

  return (
    <Stack maw={480} mx="auto">
      <PageTitle title="Create an account" description="Members book faster and see every booking in one place." />
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
            <TextInput
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
            <NewPasswordFields register={register} errors={errors} />
            <Button type="submit" loading={registerMember.isPending}>
              Create account
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text ta="center">
        Already a member?{" "}
        <Anchor component={Link} to={`${paths.login}${search}`}>
          Sign in
        </Anchor>
      </Text>
    </Stack>
  );
}
