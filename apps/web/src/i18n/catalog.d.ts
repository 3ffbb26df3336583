// A folder of catalogues compiled by vite-catalogs.ts: language → key → compiled message.
declare module "*?catalog" {
  import type { Messages } from "@lingui/core";

  const catalog: Record<import("./locales.ts").Locale, Messages>;
  export default catalog;
}
