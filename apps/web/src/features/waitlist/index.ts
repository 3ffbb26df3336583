/** Public API of the waitlist feature: the member's list (profile), joining from the grid or a draw's result, the desk's view. */

export { useAdminWaitlist, useJoinWaitlist, useLeaveWaitlist, useMyWaitlist } from "./api/waitlist.ts";
export { DeskWaitlist, useWaitingNote } from "./components/desk-waitlist.tsx";
export { MyWaitlist } from "./components/my-waitlist.tsx";
