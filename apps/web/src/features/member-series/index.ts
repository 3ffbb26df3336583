/** What the profile uses of a member's weekly series: "Repeat weekly" under a booking. */
export { RepeatWeekly } from "./components/repeat-weekly.tsx";
