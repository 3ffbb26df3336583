/** Public API of the schedules feature (other features read the horizon, the date choice and the day grid from here). */

export { bookingTermsQueryKey, useBookingTerms } from "./api/get-booking-terms.ts";
export { bookingHorizon, getRules, rulesQueryOptions, useFacilityTimeZone, useRules } from "./api/get-rules.ts";
export { scheduleQueryKey, useSchedule } from "./api/get-schedule.ts";
export { useScheduleStream } from "./api/use-schedule-stream.ts";
export { DateParamAlert } from "./components/date-param-alert.tsx";
export { type CellNote, DayGrid, type GridChoice, GridLegend } from "./components/day-grid.tsx";
export { HorizonDateField } from "./components/horizon-date-field.tsx";
export { NextOpening } from "./components/next-opening.tsx";
export { ScheduleLoadState } from "./components/schedule-load-state.tsx";
export { useDateParam } from "./components/use-date-param.ts";
export { useHorizon } from "./components/use-horizon.ts";
export { useStartDate } from "./components/use-start-date.ts";
export { addDays, clampToHorizon, horizonDates, isWithinHorizon, nowTimeIn, todayIn } from "./horizon.ts";
