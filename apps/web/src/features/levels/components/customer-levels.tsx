import { type MyLevel, staffLevelRequestSchema } from "@courtside/contract";
import { Button, Group, Stack, TextInput, Title } from "@mantine/core";
import { useForm } from "react-hook-form";
import { FormAlert } from "../../../components/form-alert.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { sportName } from "../../../i18n/common.ts";
import { handleFormError } from "../../../lib/form-errors.ts";
import { formatLevel } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import { useMemberLevels, useSetMemberLevel } from "../api/member-levels.ts";
import { useT } from "../i18n.ts";
import { LevelField } from "./level-field.tsx";
import { LevelHistory } from "./level-history.tsx";
import { LevelNow } from "./level-now.tsx";

/** A member's levels on their customer page: each of the staff member's sports, with a way to set one. */
export function CustomerLevels({ memberId }: { memberId: string }) {
  const t = useT();
  const levels = useMemberLevels(memberId);
  if (!levels.data) return <QueryState what={t("levels.staff.theLevels")} pending={levels.isPending} error={levels.error} />;
  return (
    <Stack gap="lg">
      {levels.data.levels.map((level) => (
        <Stack key={level.sport} gap="xs">
          <Title order={3} size="h5">
            {sportName(level.sport)}
          </Title>
          <LevelNow level={level} />
          <SetLevelForm memberId={memberId} level={level} />
          <LevelHistory level={level} />
        </Stack>
      ))}
    </Stack>
  );
}

type SetLevelValues = { level: number; reason: string };

function SetLevelForm({ memberId, level }: { memberId: string; level: MyLevel }) {
  const t = useT();
  const set = useSetMemberLevel(memberId);
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SetLevelValues>({
    resolver: zodResolver(staffLevelRequestSchema),
    defaultValues: { level: level.level ?? undefined, reason: "" },
  });
  const onSubmit = handleSubmit((values) =>
    set.mutate(
      { sport: level.sport, body: values },
      {
        onSuccess: () => {
          toast(t("levels.staff.saved", { sport: level.sport, level: formatLevel(values.level) }), "success");
          reset({ level: values.level, reason: "" });
        },
        onError: (error) => handleFormError(error, setError, ["level", "reason"]),
      },
    ),
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="xs">
        <FormAlert message={errors.root?.server?.message} />
        <Group align="flex-start" gap="sm" wrap="wrap">
          <LevelField
            control={control}
            name="level"
            label={t("levels.staff.levelLabel", { sport: level.sport })}
            error={errors.level?.message}
            width={160}
          />
          <TextInput
            label={t("levels.staff.reasonLabel")}
            description={t("levels.staff.reasonHint")}
            {...register("reason")}
            error={errors.reason?.message}
            style={{ flex: "1 1 220px" }}
          />
        </Group>
        <Group>
          <Button type="submit" loading={set.isPending}>
            {t("levels.staff.save", { sport: level.sport })}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
