/** Public API of the shares feature (split payment): the checkout's "Who pays?", the owner's and players' views of shares, the balance due. */

export { BalanceDue } from "./components/balance-due.tsx";
export { BookingSharesPanel } from "./components/booking-shares-panel.tsx";
export { MyShare } from "./components/my-share.tsx";
export { WhoPays } from "./components/who-pays.tsx";
