import { Anchor, Container, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { paths } from "./paths.ts";

export function NotFoundPage() {
  return (
    <Stack gap="sm" py="xl">
      <Title order={1}>Page not found</Title>
      <Text>The page you are looking for does not exist or has moved.</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}

/** Route error boundary: unknown paths and errors thrown while rendering or loading a view. */
export function ErrorPage() {
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
        <Title order={1}>Something went wrong</Title>
        <Text>The page could not be shown. Reload to try again.</Text>
        <Anchor href={paths.home}>Go to the home page</Anchor>
      </Stack>
    </Container>
  );
}
