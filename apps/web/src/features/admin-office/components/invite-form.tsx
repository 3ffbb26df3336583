import { type AdministratorInvite, administratorInviteSchema, SPORTS, sportSettings } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Group, NativeSelect, Paper, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { useInviteAdministrator } from "../api/invite-administrator.ts";

const blank: AdministratorInvite = { name: "", email: "", type_web: "tennis" };

/** Name, email and sport; the server creates the account and mails the invitee a link to set a password. */
export function InviteForm() {
  const invite = useInviteAdministrator();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<AdministratorInvite>({ resolver: zodResolver(administratorInviteSchema), defaultValues: blank });

  const onSubmit = handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: (account) => {
        toast(`Invitation sent to ${account.email}.`, "success");
        reset(blank);
      },
      onError: (error) => handleFormError(error, setError, ["name", "email", "type_web"]),
    }),
  );

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="invite-title">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" id="invite-title">
            Invite an administrator
          </Title>
          <FormAlert message={errors.root?.server?.message} />
          <Group grow align="flex-start" wrap="wrap" gap="sm">
            <TextInput label="Name" autoComplete="off" required miw={200} error={errors.name?.message} {...register("name")} />
            <TextInput
              label="Email"
              type="email"
              autoComplete="off"
              required
              miw={200}
              error={errors.email?.message}
              {...register("email")}
            />
            <NativeSelect
              label="Works on"
              description="The sport they see first after signing in"
              miw={160}
              data={SPORTS.map((s) => ({ value: s, label: sportSettings[s].label }))}
              error={errors.type_web?.message}
              {...register("type_web")}
            />
          </Group>
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
