import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole, SPORTS, type Sport, sportSettings } from "@courtside/contract";
import { Checkbox, Group, NativeSelect } from "@mantine/core";

/** What each role may do, as the role picker explains it. */
const ROLE_HINTS: Record<AdminRole, string> = {
  owner: "Everything, every sport, administrators and the audit log",
  manager: "Catalog, rules, closures, bookings, dashboard and mail of their sports",
  desk: "Bookings and desk bookings of their sports",
};

type Props = {
  role: AdminRole;
  sports: Sport[];
  onRole(role: AdminRole): void;
  onSports(sports: Sport[]): void;
  errors: { role?: string; sports?: string };
};

/** A role and a set of sports; owners cover every sport, so their sports are not asked. */
export function AccessFields({ role, sports, onRole, onSports, errors }: Props) {
  return (
    <Group grow align="flex-start" wrap="wrap" gap="sm">
      <NativeSelect
        label="Role"
        description={ROLE_HINTS[role]}
        miw={200}
        value={role}
        onChange={(e) => onRole(e.currentTarget.value as AdminRole)}
        data={ADMIN_ROLES.map((r) => ({ value: r, label: ADMIN_ROLE_LABELS[r] }))}
        error={errors.role}
      />
      {role !== "owner" && (
        <Checkbox.Group
          label="Sports"
          description="The sports they work on"
          miw={160}
          value={sports}
          onChange={(value) => onSports(SPORTS.filter((s) => value.includes(s)))}
          error={errors.sports}
        >
          <Group gap="md" mt={6}>
            {SPORTS.map((s) => (
              <Checkbox key={s} value={s} label={sportSettings[s].label} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
    </Group>
  );
}

/** "Manager · Padel", "Owner · every sport". */
export function accessSummary(account: { role: AdminRole; sports: Sport[] }): string {
  const sports = account.role === "owner" ? "every sport" : account.sports.map((s) => sportSettings[s].label).join(", ");
  return `${ADMIN_ROLE_LABELS[account.role]} · ${sports}`;
}
