import { QueryState } from "../../../components/query-state.tsx";
import { downloadAdminOrderDocument } from "../api/download-document.ts";
import { useAdminOrderDocuments } from "../api/get-admin-order-documents.ts";
import { useT } from "../i18n.ts";
import { DocumentsList } from "./documents-list.tsx";

/** Staff's view of an order's receipts and credit notes, fetched with the administrator's token. */
export function AdminOrderDocuments({ orderId, zone }: { orderId: string; zone?: string }) {
  const t = useT();
  const documents = useAdminOrderDocuments(orderId);
  return (
    <>
      <QueryState what={t("documents.loading.order")} pending={documents.isPending} error={documents.error} />
      {documents.data && (
        <DocumentsList
          documents={documents.data}
          zone={zone}
          files={{ kind: "downloads", download: (code, format) => downloadAdminOrderDocument(orderId, code, format) }}
        />
      )}
    </>
  );
}
