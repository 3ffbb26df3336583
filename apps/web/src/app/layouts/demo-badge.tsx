import { Badge, Box, VisuallyHidden } from "@mantine/core";
import { useInstance } from "../../state/api/get-instance.ts";
import { useT } from "../i18n.ts";

/** Beside the club's name on every page while payments go through the demo provider. */
export function DemoBadge() {
  const t = useT();
  const instance = useInstance();
  if (!instance.data?.demo_payments) return null;
  return (
    <Badge color="dark" variant="filled" size="lg" title={t("app.demo.title")}>
      {/* A phone's header row has room for the word alone; the title and screen readers get it all. */}
      <Box component="span" visibleFrom="sm">
        {t("app.demo.badge")}
      </Box>
      <Box component="span" hiddenFrom="sm">
        {t("app.demo.short")}
        <VisuallyHidden>{`: ${t("app.demo.title")}`}</VisuallyHidden>
      </Box>
    </Badge>
  );
}
