import type { AuditEntry } from "@courtside/contract";
import { Code } from "@mantine/core";
import { useT } from "../i18n.ts";

/**
 * The entry as the server stored it (kind, record, before and after), one click away behind
 * the sentence: for the rare question the words do not answer.
 */
export function RawChange({ entry }: { entry: AuditEntry }) {
  const t = useT();
  const raw = {
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entity_id,
    before: entry.before,
    after: entry.after,
  };
  return (
    <details className="raw-change">
      <summary>{t("admin.audit.rawChange")}</summary>
      <Code block mt={6} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {JSON.stringify(raw, null, 2)}
      </Code>
    </details>
  );
}
