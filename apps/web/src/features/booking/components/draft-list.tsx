import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "../i18n.ts";

export interface DraftRow {
  label: string;
  value: ReactNode;
}

/** A readable list of what a draft holds; "Nothing chosen yet" when it holds nothing. */
export function DraftList({ rows, label }: { rows: DraftRow[]; label: string }) {
  const t = useT();
  const filled = rows.filter((row) => row.value !== null && row.value !== undefined && row.value !== "");
  if (filled.length === 0) return <Text c="dimmed">{t("booking.nothingChosen")}</Text>;
  return (
    <dl className="draft-list" aria-label={label}>
      {filled.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
