/** A cell position in the day grid: row = timeslot index, col = court index. */
export interface GridPosition {
  row: number;
  col: number;
}

/**
 * Where focus goes for a key in the day grid (ARIA grid pattern): arrows move one cell,
 * Home/End to the row's ends, Ctrl+Home/End to the grid's corners, PageUp/PageDown five
 * rows. Returns null for keys the grid does not handle. Never leaves the grid.
 */
export function nextGridPosition(
  at: GridPosition,
  key: string,
  size: { rows: number; cols: number },
  ctrl = false,
): GridPosition | null {
  if (size.rows === 0 || size.cols === 0) return null;
  const clamp = (p: GridPosition): GridPosition => ({
    row: Math.min(size.rows - 1, Math.max(0, p.row)),
    col: Math.min(size.cols - 1, Math.max(0, p.col)),
  });
  switch (key) {
    case "ArrowRight":
      return clamp({ ...at, col: at.col + 1 });
    case "ArrowLeft":
      return clamp({ ...at, col: at.col - 1 });
    case "ArrowDown":
      return clamp({ ...at, row: at.row + 1 });
    case "ArrowUp":
      return clamp({ ...at, row: at.row - 1 });
    case "Home":
      return ctrl ? { row: 0, col: 0 } : { ...at, col: 0 };
    case "End":
      return ctrl ? { row: size.rows - 1, col: size.cols - 1 } : { ...at, col: size.cols - 1 };
    case "PageDown":
      return clamp({ ...at, row: at.row + 5 });
    case "PageUp":
      return clamp({ ...at, row: at.row - 5 });
    default:
      return null;
  }
}

/** Enter and Space activate a cell. */
export function isActivationKey(key: string): boolean {
  return key === "Enter" || key === " " || key === "Spacebar";
}
