import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { useT } from "./i18n.ts";
import { paths } from "./paths.ts";

export function NotFoundPage() {
  const t = useT();
  return (
    <Stack gap="sm" py="xl">
      <Title order={1}>{t("app.notFound.title")}</Title>
      <Text>{t("app.notFound.message")}</Text>
      <Anchor component={Link} to={paths.home}>
        {t("app.error.home")}
      </Anchor>
    </Stack>
  );
}

/** Route error boundary: unknown paths and errors thrown while rendering or loading a view. */
export function ErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container size="sm" component="main">
        <NotFoundPage />
      </Container>
    );
  }
  return (
    <Container size="sm" component="main">
      <Stack gap="sm" py="xl">
        <Title order={1}>{t("app.error.title")}</Title>
        <Text>{t("app.error.message")}</Text>
        <Anchor href={paths.home}>{t("app.error.home")}</Anchor>
      </Stack>
    </Container>
  );
}
