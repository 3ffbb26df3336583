import { type Sport, sportSettings } from "./sports.ts";

/** Every HTTP path the web app calls, built from the sports map. */
export const apiPaths = {
  csrfCookie: "/api/csrf-cookie",
  adminLogin: "/api/login",
  adminLogout: "/api/logout",
  adminUser: "/api/user",
  memberRegister: "/api/frontend/register",
  memberLogin: "/api/frontend/login",
  memberLogout: "/api/frontend/logout",
  memberRefresh: "/api/frontend/refresh",
  forgotPassword: "/api/frontend/forgot-password",
  resetPassword: "/api/frontend/reset-password",
  profile: "/api/frontend/profile",
  password: "/api/frontend/password",
  member: (email: string) => `/api/frontend/user/${encodeURIComponent(email)}`,
  rulesSingle: (sport: Sport) => `/api/${sportSettings[sport].api}/rules/single`,
} as const;
