import { type Sport, sportSettings } from "./sports.ts";

const sportApi = (sport: Sport) => `/api/${sportSettings[sport].api}`;

/** Every HTTP path the web app calls, built from the sports map. */
export const apiPaths = {
  csrfCookie: "/api/csrf-cookie",
  guestChallenge: "/api/guest-challenge",
  adminLogin: "/api/login",
  adminLogout: "/api/logout",
  adminUser: "/api/user",
  memberRegister: "/api/frontend/register",
  memberLogin: "/api/frontend/login",
  memberLogout: "/api/frontend/logout",
  memberRefresh: "/api/frontend/refresh",
  forgotPassword: "/api/frontend/forgot-password",
  resetPassword: "/api/frontend/reset-password",
  resetPasswordCheck: "/api/frontend/reset-password/check",
  profile: "/api/frontend/profile",
  memberLocale: "/api/frontend/locale",
  password: "/api/frontend/password",
  member: (email: string) => `/api/frontend/user/${encodeURIComponent(email)}`,
  rulesSingle: (sport: Sport) => `${sportApi(sport)}/rules/single`,
  bookingTerms: (sport: Sport) => `${sportApi(sport)}/booking-terms`,
  courts: (sport: Sport) => `${sportApi(sport)}/courts`,
  timeslots: (sport: Sport) => `${sportApi(sport)}/timeslots`,
  addons: (sport: Sport) => `${sportApi(sport)}/addons`,
  addon: (sport: Sport, id: number) => `${sportApi(sport)}/addons/${id}`,
  addonModule: (sport: Sport, id: number) => `${sportApi(sport)}/addon-modules/${id}`,
  schedules: (sport: Sport) => `${sportApi(sport)}/schedules`,
  scheduleCourts: (sport: Sport, court: number | "all", timeslot: number) =>
    `${sportApi(sport)}/schedule-courts/${court}/${timeslot}`,
  orders: (sport: Sport) => `${sportApi(sport)}/orders`,
  order: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${encodeURIComponent(orderId)}`,
  orderCancel: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${encodeURIComponent(orderId)}/cancel`,
  orderMove: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${encodeURIComponent(orderId)}/move`,
  orderExtraAddons: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${encodeURIComponent(orderId)}/extra-addons`,
  orderCalendar: (sport: Sport, orderId: string) => `${sportApi(sport)}/orders/${encodeURIComponent(orderId)}/calendar.ics`,
  schedulesStream: (sport: Sport) => `${sportApi(sport)}/schedules/stream`,
  myOrders: (sport: Sport) => `${sportApi(sport)}/my-orders`,
  demoCheckout: (inv: string) => `/api/payments/demo/${encodeURIComponent(inv)}`,
  demoPay: (inv: string) => `/api/payments/demo/${encodeURIComponent(inv)}/pay`,
} as const;
