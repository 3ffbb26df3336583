import { Alert, Text } from "@mantine/core";

/** What the stock fit changed in the chosen add-ons, one sentence each; nothing when nothing changed. */
export function StockChangesAlert({ changes }: { changes: string[] }) {
  if (changes.length === 0) return null;
  return (
    <Alert color="orange" variant="outline" role="status" title="Some add-ons ran short">
      {changes.map((change) => (
        <Text key={change}>{change}</Text>
      ))}
    </Alert>
  );
}
