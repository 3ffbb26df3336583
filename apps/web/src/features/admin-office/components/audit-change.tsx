import { Table, Text } from "@mantine/core";
import { TableScroll } from "../../../components/table-scroll.tsx";

type Fields = Record<string, unknown>;

const isRecord = (v: unknown): v is Fields => typeof v === "object" && v !== null && !Array.isArray(v);

/** A value as a short text: strings as they are, "–" for nothing, anything else as JSON. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined) return "–";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/** A human name for the changed record, when its before or after carries one (e.g. a court's or a person's name). */
export function recordName(before: unknown, after: unknown): string | null {
  for (const side of [after, before]) {
    if (isRecord(side) && typeof side.name === "string" && side.name) return side.name;
  }
  return null;
}

/** The fields a change touched (all of them for a creation or a removal), each with before and after. */
export function changedFields(before: unknown, after: unknown): { field: string; before: unknown; after: unknown }[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return keys
    .filter((k) => before === null || after === null || JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, before: b[field], after: a[field] }));
}

/** Before → after, field by field, as a small table; values that are not objects show as they are. */
export function AuditChange({ before, after, label }: { before: unknown; after: unknown; label: string }) {
  if (!isRecord(before) && !isRecord(after)) {
    if ((before ?? null) === null && (after ?? null) === null) return <Text size="sm">No details recorded.</Text>;
    return (
      <Text size="sm">
        {showValue(before)} → {showValue(after)}
      </Text>
    );
  }
  const rows = changedFields(before ?? null, after ?? null);
  if (rows.length === 0) return <Text size="sm">No field changed.</Text>;
  return (
    <TableScroll label={label} minWidth={300}>
      <Table withTableBorder fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Field</Table.Th>
            <Table.Th scope="col">Before</Table.Th>
            <Table.Th scope="col">After</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((r) => (
            <Table.Tr key={r.field}>
              <Table.Th scope="row">{r.field.replaceAll("_", " ")}</Table.Th>
              <Table.Td>{showValue(r.before)}</Table.Td>
              <Table.Td>{showValue(r.after)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}
