import { Text } from "@mantine/core";
import { useT } from "../i18n.ts";

/** Active or inactive, told by the word (not by colour alone). */
export function StatusText({ active }: { active: boolean }) {
  const t = useT();
  return active ? (
    <Text size="sm">{t("admin-catalog.status.active")}</Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      {t("admin-catalog.status.inactive")}
    </Text>
  );
}
