import { Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useT } from "./i18n.ts";

/**
 * Every back-office table sits in one of these: at phone width a wide table scrolls sideways
 * inside its own box, never the page. The box takes focus (keyboard users scroll it with the
 * arrow keys; axe's scrollable-region-focusable) and is a region named after the table.
 */
export function TableScroll({ label, minWidth, children }: { label: string; minWidth: number; children: ReactNode }) {
  const t = useT();
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={minWidth}
      tabIndex={0}
      role="region"
      aria-label={t("components.tableScroll.label", { label })}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/** A right-aligned column heading (amounts). */
export type NumericColumn = { label: string; numeric: true };

/** A table's header row: one `scope="col"` heading per column, in order. */
export function ColumnHeads({ columns }: { columns: readonly (string | NumericColumn)[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {columns.map((column) =>
          typeof column === "string" ? (
            <Table.Th key={column} scope="col">
              {column}
            </Table.Th>
          ) : (
            <Table.Th key={column.label} scope="col" ta="right">
              {column.label}
            </Table.Th>
          ),
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
