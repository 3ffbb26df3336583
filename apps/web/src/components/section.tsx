import { Paper, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** A titled panel of a page, named by its heading for assistive technology. */
export function Section({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = id ?? `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}
