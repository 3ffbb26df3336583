import { documentsExportQuerySchema } from "@courtside/contract";
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import "../../i18n/contract-words.ts";
import { toastApiError } from "../../lib/form-errors.ts";
import { todayIn, useFacilityTimeZone } from "../schedules/index.ts";
import { useDownloadDocumentsCsv } from "./api/download-documents-csv.ts";
import { useT } from "./i18n.ts";

/** The first day of the month of an ISO date. */
const monthStart = (date: string) => `${date.slice(0, 8)}01`;

/**
 * /admin/documents: the receipts, invoices and credit notes issued in a period as one CSV for
 * the accountant (owners). The period is checked with the contract's own rules before asking.
 */
export function DocumentsExportPage() {
  const t = useT();
  const zone = useFacilityTimeZone();
  const today = todayIn(zone);
  // Until edited, the period follows the facility's today: the zone may arrive after the first
  // render, and a date fixed then (UTC) misses what was issued since the facility's midnight.
  const [fromTyped, setFrom] = useState<string | null>(null);
  const [toTyped, setTo] = useState<string | null>(null);
  const from = fromTyped ?? monthStart(today);
  const to = toTyped ?? today;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState<string | null>(null);
  const csv = useDownloadDocumentsCsv();

  const exportCsv = () => {
    const checked = documentsExportQuerySchema.safeParse({ from, to });
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaved(null);
    csv.mutate(checked.data, { onSuccess: (name) => setSaved(name), onError: toastApiError });
  };

  return (
    <Stack>
      <PageTitle title={t("documents.export.title")} description={t("documents.export.description")} />
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        aria-label={t("documents.export.period")}
        onSubmit={(e) => {
          e.preventDefault();
          exportCsv();
        }}
      >
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" maw={520}>
            <TextInput
              label={t("documents.export.from")}
              type="date"
              required
              value={from}
              error={errors.from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              label={t("documents.export.to")}
              type="date"
              required
              value={to}
              error={errors.to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={csv.isPending}>
              {t("documents.export.download")}
            </Button>
          </Group>
          <Text size="sm" aria-live="polite">
            {saved ? t("documents.export.saved", { name: saved }) : ""}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
