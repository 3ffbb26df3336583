import { Text } from "@mantine/core";

/** Active or inactive, told by the word (not by colour alone). */
export function StatusText({ active }: { active: boolean }) {
  return active ? (
    <Text size="sm">Active</Text>
  ) : (
    <Text size="sm" c="dimmed" fs="italic">
      Inactive
    </Text>
  );
}
