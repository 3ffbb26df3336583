import type { CellStatus, DaySchedule, Timeslot } from "@courtside/contract";
import { Button } from "@mantine/core";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { formatCourtKind, formatDate } from "../../../lib/format.ts";
import { type DayRows, dayRows, leadingPastRows } from "../day-rows.ts";
import { type GridPosition, isActivationKey, nextGridPosition } from "../grid-keys.ts";
import { useT } from "../i18n.ts";
import { cellStatusLabel } from "./cell-status.ts";
import { cellName, cellText } from "./cell-text.ts";
import { useScrollToFirstFree } from "./use-scroll-to-first-free.ts";
import "./day-grid.css";

export interface GridChoice {
  court: DaySchedule["courts"][number];
  timeslot: Timeslot;
  price: number;
}

/**
 * A note in one cell (the desk's grid: who booked it): `short` under the glyph on a phone,
 * `long` where a column has room, and `label`, the whole of it, added to the cell's accessible
 * name and shown as its tooltip.
 */
export interface CellNote {
  short: string;
  long: string;
  label: string;
}

interface DayGridProps {
  schedule: DaySchedule;
  currency?: string;
  /** Cells already in the draft (shown as chosen). */
  chosen?: { timeslotId: number | null; courtIds: number[] };
  onStart: (choice: GridChoice) => void;
  /** A held or booked cell chosen (a member may wait for it); without it such cells do nothing. */
  onTaken?: (choice: Omit<GridChoice, "price">) => void;
  /** The how-to under the grid's name, when it should say more than booking a free slot. */
  hint?: string;
  /** A few words under a time (e.g. how many wait for it), or nothing. */
  rowNote?: (timeslotId: number) => string | undefined;
  /** A note in a cell (e.g. who booked it, for staff), or nothing. */
  cellNote?: (timeslotId: number, courtId: number) => CellNote | undefined;
}

function firstAvailable(rows: DayRows): GridPosition {
  for (let row = 0; row < rows.length; row++) {
    const col = rows[row]?.findIndex((c) => c?.status === "available") ?? -1;
    if (col >= 0) return { row, col };
  }
  return { row: 0, col: 0 };
}

/**
 * The day grid: courts across, timeslots down, one focusable cell at a time (roving
 * tabindex). Arrow keys move, Enter or Space on an available cell starts a booking.
 * Every court stays on the page; on a phone the columns are compact (a free cell shows its
 * price, any other its state's glyph) and the grid scrolls inside itself under a sticky
 * header row and time column, starting at the first free time. Times already over fold away
 * behind "Show earlier times". The grid's name and how-to sit above the scroller (always
 * readable, never scrolled away) and name the grid through aria-labelledby / aria-describedby.
 */
export function DayGrid({ schedule, currency, chosen, onStart, onTaken, hint, rowNote, cellNote }: DayGridProps) {
  const t = useT();
  const { courts } = schedule;
  const allRows = useMemo(() => dayRows(schedule), [schedule]);
  const pastCount = leadingPastRows(allRows);
  const [showEarlier, setShowEarlier] = useState(false);
  const hidden = showEarlier ? 0 : pastCount;
  const rows = allRows.slice(hidden);
  const timeslots = schedule.timeslots.slice(hidden);
  const [active, setActive] = useState<GridPosition | null>(null);
  const position = active ?? firstAvailable(rows);
  const cellRefs = useRef(new Map<string, HTMLTableCellElement>());
  const scrollerRef = useScrollToFirstFree(schedule.date, rows.length > 0 ? firstAvailable(rows).row : 0);
  const titleId = useId();
  const hintId = useId();
  const bodyId = useId();

  const focusCell = (p: GridPosition) => {
    setActive(p);
    cellRefs.current.get(`${p.row}:${p.col}`)?.focus();
  };

  const activate = (row: number, col: number) => {
    const cell = rows[row]?.[col];
    const court = courts[col];
    const timeslot = timeslots[row];
    if (!court || !timeslot) return;
    if (cell?.status === "available") onStart({ court, timeslot, price: cell.price });
    else if ((cell?.status === "held" || cell?.status === "booked") && onTaken) onTaken({ court, timeslot });
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

  const toggleEarlier = () => {
    // Row indices shift when rows fold in or out: focus starts again at the first free cell.
    setActive(null);
    setShowEarlier((shown) => !shown);
  };

  return (
    <div className="day-grid-block">
      <div className="day-grid-heading">
        <h2 id={titleId} className="day-grid-title">
          {t("schedules.grid.title", { date: formatDate(schedule.date) })}
        </h2>
        <p id={hintId} className="day-grid-hint">
          {hint ?? t("schedules.grid.hint")}
        </p>
        {pastCount > 0 && (
          <Button variant="subtle" px="xs" aria-expanded={showEarlier} aria-controls={bodyId} onClick={toggleEarlier}>
            {showEarlier ? t("schedules.grid.hideEarlier") : t("schedules.grid.showEarlier", { count: pastCount })}
          </Button>
        )}
        {timeslots.length === 0 && <p className="day-grid-hint">{t("schedules.grid.dayOver")}</p>}
      </div>
      {/* With every time folded away there is nothing to scroll or focus: no empty scroller. */}
      <div className="day-grid-scroll" ref={scrollerRef} hidden={timeslots.length === 0}>
        <table
          className="day-grid"
          // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: ARIA grid pattern on a data table (roving tabindex)
          role="grid"
          aria-readonly="true"
          aria-labelledby={titleId}
          aria-describedby={hintId}
          data-waitable={onTaken ? true : undefined}
        >
          <thead>
            <tr>
              <th scope="col">{t("schedules.grid.time")}</th>
              {courts.map((court) => (
                <th key={court.id} scope="col">
                  {court.name}
                  {/* A screen reader hears "Court 5, Hard, indoor". */}
                  <span className="visually-hidden">,</span>
                  <span className="grid-court-kind">{formatCourtKind(court)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody id={bodyId}>
            {timeslots.map((timeslot, row) => (
              <tr key={timeslot.id} data-row={row}>
                <th scope="row">
                  {timeslot.start}
                  <span className="visually-hidden">–{timeslot.end}</span>
                  {rowNote?.(timeslot.id) && (
                    <span className="grid-row-note">
                      <span className="visually-hidden">, </span>
                      {rowNote(timeslot.id)}
                    </span>
                  )}
                </th>
                {courts.map((court, col) => {
                  const cell = rows[row]?.[col];
                  const view = {
                    status: cell?.status ?? "closed",
                    price: cell?.price ?? 0,
                    chosen: chosen?.timeslotId === timeslot.id && chosen.courtIds.includes(court.id),
                  };
                  const text = cellText(view, currency);
                  const note = cellNote?.(timeslot.id, court.id);
                  const name = cellName(court.name, timeslot, view, currency);
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
                      data-status={view.status}
                      data-court={court.id}
                      data-timeslot={timeslot.id}
                      aria-selected={view.chosen}
                      aria-label={note ? `${name}, ${note.long}. ${note.label}` : name}
                      title={note?.label}
                      onClick={() => {
                        setActive({ row, col });
                        activate(row, col);
                      }}
                      onKeyDown={(e) => onKeyDown(e, row, col)}
                      onFocus={() => !isActive && setActive({ row, col })}
                    >
                      {/* Spaces between the parts: the visible words stay words for label-in-name (and copying). */}
                      <span className="grid-cell" data-status={view.status} data-chosen={view.chosen}>
                        <span className="grid-cell-short">{text.short}</span> <span className="grid-cell-word">{text.word}</span>
                        {note && " "}
                        {note && (
                          <span className="grid-cell-note">
                            <span className="grid-cell-note-short">{note.short}</span>{" "}
                            <span className="grid-cell-note-long">{note.long}</span>
                          </span>
                        )}
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

/** What a cell in each state shows in the compact grid (a free cell: its price). */
const legendSample: Record<CellStatus, string> = { available: "€", held: "◐", booked: "●", closed: "✕", past: "–" };

/** The legend: each status with what its cells show and their outline. */
export function GridLegend() {
  const t = useT();
  return (
    <ul className="grid-legend" aria-label={t("schedules.grid.legend")}>
      {(Object.keys(legendSample) as CellStatus[]).map((status) => (
        <li key={status}>
          <span className="grid-cell" data-status={status} aria-hidden>
            {legendSample[status]}
          </span>
          {status === "available" ? t("schedules.grid.availablePerCourt") : cellStatusLabel(status)}
        </li>
      ))}
    </ul>
  );
}
