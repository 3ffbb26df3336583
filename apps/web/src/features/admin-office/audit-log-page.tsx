import { Badge, Group, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { ListPager } from "../../components/list-pager.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { formatInstant } from "../../lib/format.ts";
import { useFacilityTimeZone } from "../schedules/index.ts";
import { useAudit } from "./api/get-audit.ts";
import { useAuditFacets } from "./api/get-audit-facets.ts";
import { AuditChange, recordName } from "./components/audit-change.tsx";
import { useSearchState } from "./components/use-search-state.ts";

const choices = (values: string[] | undefined, all: string) => [
  { value: "", label: all },
  ...(values ?? []).map((v) => ({ value: v, label: v })),
];

/** /admin/audit: who changed what and when, with before and after (?entity=&entity_id=&action=&page=). */
export function AuditLogPage() {
  const zone = useFacilityTimeZone();
  const { search, update, positive } = useSearchState();
  const entity = search.get("entity") ?? "";
  const entityId = search.get("entity_id") ?? "";
  const action = search.get("action") ?? "";
  const page = positive("page") ?? 1;
  const facets = useAuditFacets();
  const audit = useAudit({
    entity: entity || undefined,
    entity_id: entityId || undefined,
    action: action || undefined,
    page,
  });
  // The id filter applies when the field is left (or Enter is pressed), not on every key.
  const [idDraft, setIdDraft] = useState(entityId);
  useEffect(() => setIdDraft(entityId), [entityId]);

  return (
    <Stack>
      <PageTitle title="Audit log" description="Every change made in the back office: who, what, when, before and after." />
      <form
        aria-label="Filter the audit log"
        onSubmit={(e) => {
          e.preventDefault();
          update({ entity_id: idDraft.trim(), page: null });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label="Entity"
            value={entity}
            onChange={(e) => update({ entity: e.currentTarget.value, page: null })}
            data={choices(facets.data?.entities, "All entities")}
            miw={160}
          />
          <NativeSelect
            label="Action"
            value={action}
            onChange={(e) => update({ action: e.currentTarget.value, page: null })}
            data={choices(facets.data?.actions, "All actions")}
            miw={200}
          />
          <TextInput
            label="Entity id"
            value={idDraft}
            onChange={(e) => setIdDraft(e.currentTarget.value)}
            onBlur={() => idDraft.trim() !== entityId && update({ entity_id: idDraft.trim(), page: null })}
            miw={160}
          />
        </Group>
      </form>
      <QueryState what="the audit log" pending={audit.isPending} error={audit.error} />
      {audit.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {audit.data.meta.total} entr{audit.data.meta.total === 1 ? "y" : "ies"}, newest first
          </Text>
          <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {audit.data.data.map((e) => (
              <Paper key={e.id} component="li" withBorder p="sm" radius="md">
                <Stack gap={6}>
                  <Group gap="xs" wrap="wrap">
                    <Badge variant="filled" color="blue.9" radius="sm" tt="none" maw="100%">
                      {e.action}
                    </Badge>
                    <Text size="sm" fw={500}>
                      {e.entity} {recordName(e.before, e.after) ?? ""}{" "}
                      <Text span size="xs" c="dimmed">
                        #{e.entity_id}
                      </Text>
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {formatInstant(e.created_at, zone)} by {e.actor ? `${e.actor.name} (${e.actor.email})` : "the system"}
                  </Text>
                  <AuditChange before={e.before} after={e.after} label={`Changes of entry ${e.id}`} />
                </Stack>
              </Paper>
            ))}
          </Stack>
          <ListPager meta={audit.data.meta} onChange={(p) => update({ page: String(p) })} />
        </>
      )}
    </Stack>
  );
}
