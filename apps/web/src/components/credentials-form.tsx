import { type LoginRequest, loginRequestSchema } from "@courtside/contract";
import { Button, Group, Paper, PasswordInput, Stack, TextInput } from "@mantine/core";
import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { handleFormError } from "../lib/form-errors.ts";
import { zodResolver } from "../lib/zod-resolver.ts";
import { FormAlert } from "./form-alert.tsx";
import { useT } from "./i18n.ts";

type Props = {
  /** The sign-in call: member or administrator. */
  login: UseMutationResult<unknown, unknown, LoginRequest>;
  emailAutoComplete?: "email" | "username";
  /** Shown beside the submit button, e.g. the forgot-password link. */
  aside?: ReactNode;
};

/** Email + password form shared by member and administrator sign-in; server errors land on the fields. */
export function CredentialsForm({ login, emailAutoComplete = "email", aside }: Props) {
  const t = useT();
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
    <Paper withBorder p="lg" radius="md">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <FormAlert message={errors.root?.server?.message} />
          <TextInput
            label={t("components.credentials.email")}
            type="email"
            autoComplete={emailAutoComplete}
            required
            error={errors.email?.message}
            {...register("email")}
          />
          <PasswordInput
            label={t("components.credentials.password")}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...register("password")}
          />
          <Group justify={aside ? "space-between" : "flex-end"} wrap="wrap">
            {aside}
            <Button type="submit" loading={login.isPending}>
              {t("components.credentials.signIn")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
