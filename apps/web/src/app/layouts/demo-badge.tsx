import { Badge } from "@mantine/core";
import { useInstance } from "../../state/api/get-instance.ts";
import { useT } from "../i18n.ts";

/** Beside the club's name on every page while payments go through the demo provider. */
export function DemoBadge() {
  const t = useT();
  const instance = useInstance();
  if (!instance.data?.demo_payments) return null;
  return (
    <Badge color="dark" variant="filled" size="lg" title={t("app.demo.title")}>
      {t("app.demo.badge")}
    </Badge>
  );
}
