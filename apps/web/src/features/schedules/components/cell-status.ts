import type { CellStatus } from "@courtside/contract";

/** Status told by text and shape (glyph, border style) as well as colour. */
export const cellStatusInfo: Record<CellStatus, { label: string; glyph: string }> = {
  available: { label: "Available", glyph: "○" },
  held: { label: "Held", glyph: "◐" },
  booked: { label: "Booked", glyph: "●" },
  closed: { label: "Closed", glyph: "✕" },
  past: { label: "Past", glyph: "–" },
};
