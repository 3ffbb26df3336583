import type { CellStatus } from "@courtside/contract";

import { t } from "../i18n.ts";

/** Status told by shape (glyph, border style) as well as colour, and by its word. */
export const cellStatusGlyph: Record<CellStatus, string> = {
  available: "○",
  held: "◐",
  booked: "●",
  closed: "✕",
  past: "–",
};

/** The status's word ("Available", "Booked"), in the language in use. */
export const cellStatusLabel = (status: CellStatus): string => t(`schedules.cell.${status}`);
