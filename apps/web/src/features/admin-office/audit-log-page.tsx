import { Group, NativeSelect, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { ListPager } from "../../components/list-pager.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { formatInstant } from "../../lib/format.ts";
import { auditEntityLabel, auditKindLabel, auditSentence } from "../admin/audit/audit-kinds.ts";
import { RawChange } from "../admin/audit/raw-change.tsx";
import { useRules } from "../schedules/index.ts";
import { useAudit } from "./api/get-audit.ts";
import { useAuditFacets } from "./api/get-audit-facets.ts";
import { useSearchState } from "./components/use-search-state.ts";
import { useT } from "./i18n.ts";

const choices = (values: string[] | undefined, all: string, label: (value: string) => string) => [
  { value: "", label: all },
  ...(values ?? []).map((v) => ({ value: v, label: label(v) })),
];

/**
 * /admin/audit: who changed what and when, in words (?entity=&entity_id=&action=&page=):
 * people's names and roles, money as money, times in the facility's zone; the raw change
 * behind each.
 */
export function AuditLogPage() {
  const t = useT();
  const facility = useRules("tennis").data;
  const zone = facility?.timezone;
  const ctx = { currency: facility?.currency };
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
      <PageTitle title={t("admin-office.audit.title")} description={t("admin-office.audit.description")} />
      <form
        aria-label={t("admin-office.audit.filter")}
        onSubmit={(e) => {
          e.preventDefault();
          update({ entity_id: idDraft.trim(), page: null });
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <NativeSelect
            label={t("admin-office.audit.what")}
            value={entity}
            onChange={(e) => update({ entity: e.currentTarget.value, page: null })}
            data={choices(facets.data?.entities, t("admin-office.audit.everything"), auditEntityLabel)}
            miw={160}
          />
          <NativeSelect
            label={t("admin-office.audit.action")}
            value={action}
            onChange={(e) => update({ action: e.currentTarget.value, page: null })}
            data={choices(facets.data?.actions, t("admin-office.audit.allActions"), auditKindLabel)}
            miw={200}
          />
          <TextInput
            label={t("admin-office.audit.recordId")}
            description={t("admin-office.audit.recordIdHint")}
            value={idDraft}
            onChange={(e) => setIdDraft(e.currentTarget.value)}
            onBlur={() => idDraft.trim() !== entityId && update({ entity_id: idDraft.trim(), page: null })}
            miw={160}
          />
        </Group>
      </form>
      <QueryState what={t("admin-office.audit.loading")} pending={audit.isPending} error={audit.error} />
      {audit.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {t("admin-office.audit.count", { count: audit.data.meta.total })}
          </Text>
          <Stack gap="sm" component="ol" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {audit.data.data.map((e) => (
              <Paper key={e.id} component="li" withBorder p="sm" radius="md">
                <Stack gap={4}>
                  <Text fw={500}>{auditSentence(e, ctx)}</Text>
                  <Text size="sm" c="dimmed">
                    {formatInstant(e.created_at, zone)}
                  </Text>
                  <RawChange entry={e} />
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
