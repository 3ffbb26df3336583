import { Alert } from "@mantine/core";
import { useT } from "./i18n.ts";

/** The general message of a failed form submission (422 without a field, 429), announced to screen readers. */
export function FormAlert({ message }: { message: string | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <Alert color="red" variant="outline" role="alert" title={t("components.formAlert.title")}>
      {message}
    </Alert>
  );
}
