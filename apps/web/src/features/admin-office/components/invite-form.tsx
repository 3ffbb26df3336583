import {
  type AdministratorInvite,
  type AdministratorInviteInput,
  type AdminRole,
  administratorInviteSchema,
  type Sport,
} from "@courtside/contract";
import { Button, Group, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useInviteAdministrator } from "../api/invite-administrator.ts";
import { useT } from "../i18n.ts";
import { AccessFields } from "./access-fields.tsx";

const blank: AdministratorInviteInput = { name: "", email: "", role: "desk", sports: ["tennis"] };

/** Name, email, role and sports; the server creates the account and mails the invitee a link to set a password. */
export function InviteForm() {
  const t = useT();
  const invite = useInviteAdministrator();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    watch,
    formState: { errors },
  } = useForm<AdministratorInviteInput, unknown, AdministratorInvite>({
    resolver: zodResolver(administratorInviteSchema),
    defaultValues: blank,
  });
  const role = watch("role") ?? "desk";
  const sports = watch("sports") ?? [];

  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (account) => {
        toast(t("admin-office.invite.sent", { email: account.email }), "success");
        reset(blank);
      },
      onError: (error) => handleFormError(error, setError, ["name", "email", "role", "sports", "type_web"]),
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invite-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="invite-title">
            {t("admin-office.invite.title")}
          </Title>
          <FormAlert message={errors.root?.server?.message} />
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput
              label={t("admin-office.field.name")}
              autoComplete="off"
              required
              miw={200}
              error={errors.name?.message}
              {...register("name")}
            />
            <TextInput
              label={t("admin-office.field.email")}
              type="email"
              autoComplete="off"
              required
              miw={200}
              error={errors.email?.message}
              {...register("email")}
            />
          </Group>
          <AccessFields
            role={role}
            sports={sports}
            onRole={(value: AdminRole) => setValue("role", value)}
            onSports={(value: Sport[]) => setValue("sports", value, { shouldValidate: true })}
            errors={{ role: errors.role?.message, sports: errors.sports?.message ?? errors.type_web?.message }}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              {t("admin-office.invite.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
