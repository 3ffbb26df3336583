import type { PageMeta } from "@courtside/contract";
import { Group, Pagination } from "@mantine/core";
import { useT } from "./i18n.ts";

/** Page links under a `{data, meta}` list; nothing when it fits on one page. */
export function ListPager({ meta, onChange }: { meta: PageMeta; onChange: (page: number) => void }) {
  const t = useT();
  if (meta.last_page <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label={t("components.pager.label")}>
      <Pagination
        total={meta.last_page}
        value={meta.page}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": t("components.pager.control", { control }) })}
        getItemProps={(p) => ({ "aria-label": t("components.pager.page", { page: p }) })}
      />
    </Group>
  );
}
