import { ADMIN_ROLES, type AdminRole, SPORTS, type Sport } from "@courtside/contract";
import { Checkbox, Group, NativeSelect } from "@mantine/core";
import { sportName } from "../../../i18n/common.ts";
import { t, useT } from "../i18n.ts";

type Props = {
  role: AdminRole;
  sports: Sport[];
  onRole(role: AdminRole): void;
  onSports(sports: Sport[]): void;
  errors: { role?: string; sports?: string };
};

/** A role and a set of sports; owners cover every sport, so their sports are not asked. */
export function AccessFields({ role, sports, onRole, onSports, errors }: Props) {
  const t = useT();
  return (
    <Group grow align="flex-start" wrap="wrap" gap="sm">
      <NativeSelect
        label={t("admin-office.role.label")}
        // What each role may do, as the role picker explains it.
        description={t(`admin-office.role.hint.${role}`)}
        miw={200}
        value={role}
        onChange={(e) => onRole(e.currentTarget.value as AdminRole)}
        data={ADMIN_ROLES.map((r) => ({ value: r, label: t(`admin-office.role.${r}`) }))}
        error={errors.role}
      />
      {role !== "owner" && (
        <Checkbox.Group
          label={t("admin-office.access.sports")}
          description={t("admin-office.access.sportsHint")}
          miw={160}
          value={sports}
          onChange={(value) => onSports(SPORTS.filter((s) => value.includes(s)))}
          error={errors.sports}
        >
          <Group gap="md" mt={6}>
            {SPORTS.map((s) => (
              <Checkbox key={s} value={s} label={sportName(s)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Group>
  );
}

/** "Manager · Padel", "Owner · every sport", in the language in use. */
export function accessSummary(account: { role: AdminRole; sports: Sport[] }): string {
  const sports = account.role === "owner" ? t("admin-office.access.everySport") : account.sports.map(sportName).join(", ");
  return `${t(`admin-office.role.${account.role}`)} · ${sports}`;
}
