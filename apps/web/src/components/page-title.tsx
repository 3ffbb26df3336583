import { Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect } from "react";
import { env } from "../lib/env.ts";

/** The page's h1, mirrored in the document title. */
export function PageTitle({ title, description }: { title: string; description?: ReactNode }) {
  useEffect(() => {
    document.title = title === env.clubName ? title : `${title} · ${env.clubName}`;
  }, [title]);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1}>{title}</Title>
      {description && <Text c="dimmed">{description}</Text>}
    </Stack>
  );
}
