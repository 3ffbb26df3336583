/** Public API of the schedules feature (other features read the horizon and the date choice from here). */
export { bookingHorizon, getRules, rulesQueryOptions, useRules } from "./api/get-rules.ts";
export { scheduleQueryKey, useSchedule } from "./api/get-schedule.ts";
export { useScheduleStream } from "./api/use-schedule-stream.ts";
export { HorizonDateField } from "./components/horizon-date-field.tsx";
export { useHorizon } from "./components/use-horizon.ts";
export { addDays, clampToHorizon, horizonDates, isWithinHorizon, nowTimeIn, todayIn } from "./horizon.ts";
