import type { DaySchedule, ScheduleCell, Timeslot } from "@courtside/contract";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { type GridPosition, isActivationKey, nextGridPosition } from "../grid-keys.ts";
import { cellStatusInfo } from "./cell-status.ts";
import "./day-grid.css";

export interface GridChoice {
  court: DaySchedule["courts"][number];
  timeslot: Timeslot;
  price: number;
}

interface DayGridProps {
  schedule: DaySchedule;
  currency?: string;
  /** Cells already in the draft (shown as chosen). */
  chosen?: { timeslotId: number | null; courtIds: number[] };
  onStart: (choice: GridChoice) => void;
}

function firstAvailable(rows: (ScheduleCell | undefined)[][]): GridPosition {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]?.findIndex((c) => c?.status === "available") ?? -1;
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

/**
 * The day grid: courts across, timeslots down, one focusable cell at a time (roving
 * tabindex). Arrow keys move, Enter or Space on an available cell starts a booking.
 * Every court stays on the page; on a phone the grid scrolls sideways under a sticky
 * time column. Its name and how-to sit above the scroller (always readable, never
 * scrolled away) and name the grid through aria-labelledby / aria-describedby.
 */
export function DayGrid({ schedule, currency, chosen, onStart }: DayGridProps) {
  const { courts, timeslots } = schedule;
  const rows = useMemo(() => {
    const byKey = new Map(schedule.cells.map((c) => [`${c.timeslot_id}:${c.court_id}`, c]));
    return timeslots.map((t) => courts.map((c) => byKey.get(`${t.id}:${c.id}`)));
  }, [schedule.cells, courts, timeslots]);
  const [active, setActive] = useState<GridPosition | null>(null);
  const position = active ?? firstAvailable(rows);
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const titleId = useId();
  const hintId = useId();

  const focusCell = (p: GridPosition) => {
    setActive(p);
    cellRefs.current.get(`${p.row}:${p.col}`)?.focus();
  };

  const activate = (row: number, col: number) => {
    const cell = rows[row]?.[col];
    const court = courts[col];
    const timeslot = timeslots[row];
    if (cell?.status === "available" && court && timeslot) onStart({ court, timeslot, price: cell.price });
  };

  const onKeyDown = (event: KeyboardEvent, row: number, col: number) => {
    if (isActivationKey(event.key)) {
      event.preventDefault();
      activate(row, col);
      return;
    }
    const next = nextGridPosition({ row, col }, event.key, { rows: timeslots.length, cols: courts.length }, event.ctrlKey);
    if (next) {
      event.preventDefault();
      focusCell(next);
    }
  };

  return (
    <div className="day-grid-block">
      <div className="day-grid-heading">
        <h2 id={titleId} className="day-grid-title">
          Courts and times on {formatDate(schedule.date)}
        </h2>
        <p id={hintId} className="day-grid-hint">
          Use the arrow keys to move, Enter to book a free slot.
        </p>
      </div>
      <div className="day-grid-scroll">
        {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA grid pattern on a data table (roving tabindex) */}
        <table className="day-grid" role="grid" aria-readonly="true" aria-labelledby={titleId} aria-describedby={hintId}>
          <thead>
            <tr>
              <th scope="col">Time</th>
              {courts.map((court) => (
                <th key={court.id} scope="col">
                  {court.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {timeslots.map((timeslot, row) => (
              <tr key={timeslot.id}>
                <th scope="row">
                  {timeslot.start}
                  <span className="visually-hidden">–{timeslot.end}</span>
                </th>
                {courts.map((court, col) => {
                  const cell = rows[row]?.[col];
                  const status = cell?.status ?? "closed";
                  const info = cellStatusInfo[status];
                  const showPrice = cell && status !== "past" && status !== "closed";
                  const price = showPrice ? formatMoney(cell.price, currency) : null;
                  const isChosen = chosen?.timeslotId === timeslot.id && chosen.courtIds.includes(court.id);
                  const isActive = position.row === row && position.col === col;
                  return (
                    <td
                      key={court.id}
                      ref={(el) => {
                        if (el) cellRefs.current.set(`${row}:${col}`, el);
                        else cellRefs.current.delete(`${row}:${col}`);
                      }}
                      // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA grid pattern: cells are the focus targets
                      role="gridcell"
                      tabIndex={isActive ? 0 : -1}
                      data-status={status}
                      data-court={court.id}
                      data-timeslot={timeslot.id}
                      aria-selected={isChosen}
                      aria-label={`${court.name}, ${timeslot.start}–${timeslot.end}: ${info.label}${price ? `, ${price}` : ""}${isChosen ? ", in your booking" : ""}`}
                      onClick={() => {
                        setActive({ row, col });
                        activate(row, col);
                      }}
                      onKeyDown={(e) => onKeyDown(e, row, col)}
                      onFocus={() => !isActive && setActive({ row, col })}
                    >
                      <span className="grid-cell" data-status={status} data-chosen={isChosen}>
                        <span>
                          <span className="glyph" aria-hidden>
                            {isChosen ? "✓" : info.glyph}
                          </span>{" "}
                          {isChosen ? "Chosen" : info.label}
                        </span>
                        {price && <span>{price}</span>}
                      </span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** The legend: each status with its glyph and outline. */
export function GridLegend() {
  return (
    <ul className="grid-legend" aria-label="Legend">
      {Object.entries(cellStatusInfo).map(([status, info]) => (
        <li key={status}>
          <span className="grid-cell" data-status={status}>
            <span aria-hidden>{info.glyph}</span>&nbsp;{info.label}
          </span>
        </li>
      ))}
    </ul>
  );
}
