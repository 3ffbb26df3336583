import { useState } from "react";
import { ListPager } from "../../../components/list-pager.tsx";
import { QueryState } from "../../../components/query-state.tsx";
import { Section } from "../../../components/section.tsx";
import { useFacilityTimeZone } from "../../schedules/index.ts";
import { downloadMyDocument } from "../api/download-document.ts";
import { useMyDocuments } from "../api/get-my-documents.ts";
import { useT } from "../i18n.ts";
import { DocumentsList } from "./documents-list.tsx";

/** The profile's receipts and credit notes of every order: bookings of both sports, extras, plans and top-ups. */
export function MyDocuments() {
  const t = useT();
  const zone = useFacilityTimeZone();
  const [page, setPage] = useState(1);
  const documents = useMyDocuments(page);
  return (
    <Section title={t("documents.mine.title")}>
      <QueryState what={t("documents.loading.mine")} pending={documents.isPending} error={documents.error} />
      {documents.data && (
        <>
          <DocumentsList
            documents={documents.data.data}
            zone={zone}
            showOrder
            files={{ kind: "downloads", download: downloadMyDocument }}
          />
          <ListPager meta={documents.data.meta} onChange={setPage} />
        </>
      )}
    </Section>
  );
}
