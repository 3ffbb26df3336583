import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** One of the page's image parts ("Logo", "Photos"): a card with its heading and what it is for. */
export function ImageSection({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack component="section" aria-labelledby={id}>
        <Stack gap={4}>
          <Title order={2} size="h3" id={id}>
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
