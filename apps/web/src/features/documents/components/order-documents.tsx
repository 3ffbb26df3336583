import { documentApiPaths, type Sport } from "@courtside/contract";
import { QueryState } from "../../../components/query-state.tsx";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { downloadOrderDocument } from "../api/download-document.ts";
import { useOrderDocuments } from "../api/get-order-documents.ts";
import { useT } from "../i18n.ts";
import { type DocumentFiles, DocumentsList } from "./documents-list.tsx";

/**
 * A member's or guest's receipts of one order. With the order's key (a guest) the files are
 * plain links carrying it; a member's session fetches them.
 */
export function OrderDocuments({ sport, orderId, accessKey }: { sport: Sport; orderId: string; accessKey: string | null }) {
  const t = useT();
  const zone = useFacilityTimeZone();
  const documents = useOrderDocuments(sport, orderId, accessKey);
  const files: DocumentFiles = accessKey
    ? {
        kind: "links",
        href: (code, format) =>
          `${documentApiPaths.orderDocument(sport, orderId, code, format)}?key=${encodeURIComponent(accessKey)}`,
      }
    : { kind: "downloads", download: (code, format) => downloadOrderDocument(sport, orderId, code, format) };
  return (
    <>
      <QueryState what={t("documents.loading.order")} pending={documents.isPending} error={documents.error} />
      {documents.data && <DocumentsList documents={documents.data} files={files} zone={zone} />}
    </>
  );
}
