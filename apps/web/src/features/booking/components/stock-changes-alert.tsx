import { Alert, Text } from "@mantine/core";
import { useT } from "../i18n.ts";

/** What the stock fit changed in the chosen add-ons, one sentence each; nothing when nothing changed. */
export function StockChangesAlert({ changes }: { changes: string[] }) {
  const t = useT();
  if (changes.length === 0) return null;
  return (
    <Alert color="orange" variant="outline" role="status" title={t("booking.stock.ranShort")}>
      {changes.map((change) => (
        <Text key={change}>{change}</Text>
      ))}
    </Alert>
  );
}
