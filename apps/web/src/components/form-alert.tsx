import { Alert } from "@mantine/core";

/** The general message of a failed form submission (422 without a field, 429), announced to screen readers. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="outline" role="alert" title="Could not continue">
      {message}
    </Alert>
  );
}
