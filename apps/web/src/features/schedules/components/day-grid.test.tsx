import type { CellStatus, DaySchedule } from "@courtside/contract";
import { MantineProvider } from "@mantine/core";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { DayGrid } from "./day-grid.tsx";

/** Today at 10:30: 07:00–10:00 are over, 10:00 is booked on court 1, later times are free (or, late, all over). */
function today({ late = false } = {}): DaySchedule {
  const status = (hour: number, court: number): CellStatus =>
    late || hour < 10 ? "past" : hour === 10 && court === 1 ? "booked" : "available";
  const hours = [7, 8, 9, 10, 11];
  return {
    date: "2026-11-24",
    courts: [
      { id: 1, name: "Court 1", surface: "Clay", indoor: false },
      { id: 2, name: "Court 2", surface: "Hard", indoor: true },
    ],
    timeslots: hours.map((h) => ({
      id: h,
      start: `${String(h).padStart(2, "0")}:00`,
      end: `${String(h + 1).padStart(2, "0")}:00`,
    })),
    cells: hours.flatMap((h) => [1, 2].map((c) => ({ court_id: c, timeslot_id: h, status: status(h, c), price: 1800 }))),
  } as DaySchedule;
}

const times = () => screen.getAllByRole("rowheader").map((th) => th.textContent?.slice(0, 5));

function renderGrid(onStart = vi.fn(), schedule = today()) {
  render(
    <MantineProvider>
      <DayGrid schedule={schedule} currency="EUR" onStart={onStart} />
    </MantineProvider>,
  );
  return onStart;
}

describe("today's day grid", () => {
  it("folds the times already over behind a toggle and shows them on request", () => {
    renderGrid();
    expect(times()).toEqual(["10:00", "11:00"]);
    const toggle = screen.getByRole("button", { name: "Show earlier times (3)" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    expect(times()).toEqual(["07:00", "08:00", "09:00", "10:00", "11:00"]);
    fireEvent.click(screen.getByRole("button", { name: "Hide earlier times" }));
    expect(times()).toEqual(["10:00", "11:00"]);
  });

  it("late in the day says every time is over and leaves no empty scroller to tab to", () => {
    renderGrid(vi.fn(), today({ late: true }));
    expect(screen.getByText("Every time on this day is over.")).toBeTruthy();
    expect(screen.queryByRole("grid")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show earlier times (5)" }));
    expect(times()).toEqual(["07:00", "08:00", "09:00", "10:00", "11:00"]);
  });

  it("heads each court's column with its name, surface and whether it is indoor", () => {
    renderGrid();
    expect(screen.getByRole("columnheader", { name: /^Court 1 ?, ?Clay, outdoor$/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /^Court 2 ?, ?Hard, indoor$/ })).toBeTruthy();
  });

  it("starts keyboard focus at the next free court, and books from a free cell only", () => {
    const onStart = renderGrid();
    const focusable = screen.getAllByRole("gridcell").filter((cell) => cell.tabIndex === 0);
    expect(focusable.map((cell) => cell.getAttribute("aria-label"))).toEqual(["Court 2, 10:00–11:00: €18, Available"]);
    const booked = screen.getByRole("gridcell", { name: "Court 1, 10:00–11:00: Booked" });
    expect(within(booked).queryByText(/€/)).toBeNull();
    fireEvent.click(booked);
    expect(onStart).not.toHaveBeenCalled();
    fireEvent.click(focusable[0] as HTMLElement);
    expect(onStart).toHaveBeenCalledWith(
      expect.objectContaining({ court: expect.objectContaining({ id: 2, name: "Court 2" }), price: 1800 }),
    );
  });

  it("shows a cell's note (the desk's: who booked it) and adds its whole words to the cell's name and tooltip", () => {
    const note = { short: "Ana +2", long: "Ana +2 players", label: "Booked by Ana Owner; players: Lucía and Javier" };
    render(
      <MantineProvider>
        <DayGrid
          schedule={today()}
          currency="EUR"
          onStart={vi.fn()}
          cellNote={(timeslotId, courtId) => (timeslotId === 10 && courtId === 1 ? note : undefined)}
        />
      </MantineProvider>,
    );
    const cell = screen.getByRole("gridcell", {
      name: "Court 1, 10:00–11:00: Booked, Ana +2 players. Booked by Ana Owner; players: Lucía and Javier",
    });
    expect(cell.getAttribute("title")).toBe(note.label);
    expect(cell.textContent).toContain("Ana +2");
    const free = screen.getByRole("gridcell", { name: /^Court 2, 10:00–11:00: €18, Available/ });
    expect(free.getAttribute("title")).toBeNull();
    expect(free.querySelector(".grid-cell-note")).toBeNull();
  });
});
