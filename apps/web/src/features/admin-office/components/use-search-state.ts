import { useSearchParams } from "react-router";

/** A list page's filters live in the address, so a filtered view can be linked and survives a reload. */
export function useSearchState() {
  const [search, setSearch] = useSearchParams();
  const update = (changes: Record<string, string | null | undefined>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === undefined || value === "") next.delete(key);
      else next.set(key, value);
    }
    setSearch(next);
  };
  const positive = (key: string) => {
    const n = Number(search.get(key));
    return Number.isInteger(n) && n > 0 ? n : null;
  };
  return { search, update, positive };
}
