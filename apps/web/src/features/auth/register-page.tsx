import { registerRequestSchema } from "@courtside/contract";
import { Anchor, Button, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { Link, useLocation } from "react-router";
import { paths } from "../../app/paths.ts";
import { FormAlert } from "../../components/form-alert.tsx";
import { NewPasswordFields } from "../../components/new-password-fields.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { handleFormError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { zodResolver } from "../../lib/zod-resolver.ts";
import { useMemberRegister } from "./api/member-register.ts";
import { useT } from "./i18n.ts";

const fields = ["name", "email", "phone", "password", "password_confirmation"] as const;

export function RegisterPage() {
  const { search } = useLocation();
  const t = useT();
  const registerMember = useMemberRegister({
    onRegistered: (user) => toast(t("auth.register.welcome", { name: user.name }), "success"),
  });
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
      <PageTitle title={t("auth.register.title")} description={t("auth.register.description")} />
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack>
            <FormAlert message={errors.root?.server?.message} />
            <TextInput
              label={t("auth.register.name")}
              autoComplete="name"
              required
              error={errors.name?.message}
              {...register("name")}
            />
            <TextInput
              label={t("auth.email")}
              type="email"
              autoComplete="email"
              required
              error={errors.email?.message}
              {...register("email")}
            />
            <TextInput
              label={t("auth.register.phone")}
              type="tel"
              autoComplete="tel"
              error={errors.phone?.message}
              {...register("phone")}
            />
            <NewPasswordFields register={register} errors={errors} />
            <Button type="submit" loading={registerMember.isPending}>
              {t("auth.register.submit")}
            </Button>
          </Stack>
        </form>
      </Paper>
      <Text ta="center">
        {t("auth.register.already")}{" "}
        <Anchor component={Link} to={`${paths.login}${search}`}>
          {t("auth.signIn")}
        </Anchor>
      </Text>
    </Stack>
  );
}
