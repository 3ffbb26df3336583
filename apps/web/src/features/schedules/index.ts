/** Public API of the schedules feature (other features read the booking horizon from here). */
export { bookingHorizon, getRules, rulesQueryOptions, useRules } from "./api/get-rules.ts";
