import type { PageMeta } from "@courtside/contract";
import { Group, Pagination } from "@mantine/core";

/** Page links under a `{data, meta}` list; nothing when it fits on one page. */
export function ListPager({ meta, onChange }: { meta: PageMeta; onChange: (page: number) => void }) {
  if (meta.last_page <= 1) return null;
  return (
    <Group justify="center" component="nav" aria-label="Pages">
      <Pagination
        total={meta.last_page}
        value={meta.page}
        onChange={onChange}
        getControlProps={(control) => ({ "aria-label": `${control} page` })}
        getItemProps={(p) => ({ "aria-label": `Page ${p}` })}
      />
    </Group>
  );
}
