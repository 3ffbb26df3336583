/** Club credit: the member's balance in the profile, and staff's view and adjustments on a customer's page. */

export { myCreditQueryKey, useMyCredit } from "./api/get-my-credit.ts";
export { CustomerCredit } from "./components/customer-credit.tsx";
export { MyCredit } from "./components/my-credit.tsx";
export { PacksPanel } from "./components/packs-panel.tsx";
export { PayWithCredit } from "./components/pay-with-credit.tsx";
