import type { DocumentFormat, DocumentSummary } from "@courtside/contract";
import { Button, Group, List, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant, formatMoney } from "../../../lib/format.ts";
import { t as translate, useT } from "../i18n.ts";

const FILE_CONTROL_LOOK = { size: "compact-sm", variant: "default" } as const;

/** The files' formats, named the same in every language. */
const FORMATS: { format: DocumentFormat; label: string }[] = [
  { format: "pdf", label: "PDF" },
  { format: "html", label: "HTML" },
];

/** What a document is called: a receipt, an invoice (company and tax id) or a credit note. */
type DocumentKind = "receipt" | "invoice" | "credit_note";

function documentKind(doc: DocumentSummary): DocumentKind {
  if (doc.kind === "credit_note") return "credit_note";
  return doc.full_invoice ? "invoice" : "receipt";
}

export function documentLabel(doc: DocumentSummary): string {
  return translate(`documents.kind.${documentKind(doc)}`);
}

/**
 * How a document's files are reached: plain links when the URL itself grants access (a guest's
 * key), else buttons that fetch with the session's token and save the file.
 */
export type DocumentFiles =
  | { kind: "links"; href: (code: string, format: DocumentFormat) => string }
  | {
      kind: "downloads";
      download: (code: string, format: DocumentFormat) => Promise<unknown>;
    };

/** An order's receipts and credit notes, each with its PDF and printable HTML. */
export function DocumentsList({
  documents,
  files,
  zone,
  showOrder = false,
}: {
  documents: DocumentSummary[];
  files: DocumentFiles;
  zone?: string;
  /** Name each document's order (a list across orders). */
  showOrder?: boolean;
}) {
  const t = useT();
  if (documents.length === 0) return <Text c="dimmed">{t("documents.list.none")}</Text>;
  return (
    <List listStyleType="none" spacing="xs" aria-label={t("documents.list.label")}>
      {documents.map((doc) => (
        <List.Item key={doc.code}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>
              {documentLabel(doc)} {doc.code}
            </Text>
            <Text size="sm">
              {formatInstant(doc.issued_at, zone)} · {formatMoney(doc.total, doc.currency)}
              {doc.refers_to && ` · ${t("documents.list.corrects", { code: doc.refers_to })}`}
              {showOrder && ` · ${t("documents.list.order", { inv: doc.order_inv })}`}
            </Text>
            <Group gap="xs">{FORMATS.map(({ format, label }) => fileControl(doc, format, label, files))}</Group>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}

function fileControl(doc: DocumentSummary, format: DocumentFormat, label: string, files: DocumentFiles): ReactNode {
  const values = { kind: documentKind(doc), code: doc.code, format: label };
  if (files.kind === "links") {
    const href = files.href(doc.code, format);
    // Links (not buttons) where the address itself grants access: they open, save and share as links do.
    return format === "pdf" ? (
      <Button
        key={format}
        component="a"
        href={href}
        download={`${doc.code}.pdf`}
        {...FILE_CONTROL_LOOK}
        aria-label={translate("documents.file.save", values)}
      >
        {label}
      </Button>
    ) : (
      <Button
        key={format}
        component="a"
        href={href}
        target="_blank"
        rel="noopener"
        {...FILE_CONTROL_LOOK}
        aria-label={translate("documents.file.newTab", values)}
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      key={format}
      {...FILE_CONTROL_LOOK}
      aria-label={translate("documents.file.download", values)}
      onClick={() => void files.download(doc.code, format).catch(toastApiError)}
    >
      {label}
    </Button>
  );
}
