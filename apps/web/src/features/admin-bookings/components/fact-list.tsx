import { SimpleGrid } from "@mantine/core";
import type { ReactNode } from "react";

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list, in columns on wider screens; empty values are left out. */
export function FactList({ facts, label }: { facts: Fact[]; label: string }) {
  const shown = facts.filter((f) => f.value !== null && f.value !== undefined && f.value !== "");
  return (
    <SimpleGrid component="dl" className="draft-list" cols={{ base: 2, md: 3 }} spacing="sm" aria-label={label} m={0}>
      {shown.map((fact) => (
        <div key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </SimpleGrid>
  );
}
