import { SPORTS, type Sport } from "@courtside/contract";
import type { ComponentType } from "react";
import { createBrowserRouter, type RouteObject } from "react-router";
import { ErrorPage, NotFoundPage } from "./error-page.tsx";
import { AdminLoginGate, AdminOnly, AuthStepGate, GuestOnly, MemberOnly } from "./guards.tsx";
import { RootLayout } from "./layouts/root-layout.tsx";
import { paths } from "./paths.ts";

/** A route whose page is loaded on first visit, rendered with fixed props (e.g. its sport). */
function page<P extends object>(path: string, load: () => Promise<ComponentType<P>>, props: P): RouteObject {
  return {
    path,
    lazy: async () => {
      const Page = await load();
      return { element: <Page {...props} /> };
    },
  };
}

const bookingHome = () => import("../features/booking/booking-home-page.tsx").then((m) => m.BookingHomePage);
const addonStep = () => import("../features/booking/addon-page.tsx").then((m) => m.AddonPage);
const summary = () => import("../features/booking/summary-page.tsx").then((m) => m.SummaryPage);
const completed = () => import("../features/booking/booking-completed-page.tsx").then((m) => m.BookingCompletedPage);
const multiModule = () => import("../features/booking/multi-addons-module-page.tsx").then((m) => m.MultiAddonsModulePage);
const scheduleAddons = () => import("../features/booking/schedule-addons-page.tsx").then((m) => m.ScheduleAddonsPage);
const authStep = () => import("../features/booking/auth-step-page.tsx").then((m) => m.AuthStepPage);
const extraAddon = () => import("../features/booking/extra-addon-page.tsx").then((m) => m.ExtraAddonPage);
const profile = () => import("../features/profile/profile-page.tsx").then((m) => m.ProfilePage);
const schedules = () => import("../features/schedules/court-schedules-page.tsx").then((m) => m.CourtSchedulesPage);
const adminBookings = () => import("../features/admin-bookings/bookings-page.tsx").then((m) => m.AdminBookingsPage);
const adminDesk = () => import("../features/admin-bookings/desk-booking-page.tsx").then((m) => m.DeskBookingPage);
const adminSeries = () => import("../features/admin-series/series-page.tsx").then((m) => m.SeriesPage);
const adminCatalog = () => import("../features/admin-catalog/catalog-page.tsx").then((m) => m.CatalogPage);
const adminClosures = () => import("../features/admin-catalog/closures-page.tsx").then((m) => m.ClosuresPage);
const adminRules = () => import("../features/admin-office/rules-page.tsx").then((m) => m.RulesPage);
const adminDashboard = () => import("../features/admin-office/dashboard-page.tsx").then((m) => m.DashboardPage);
const openMatches = () => import("../features/matches/open-matches-page.tsx").then((m) => m.OpenMatchesPage);
const adminReleaseDraws = () => import("../features/release/release-draws-page.tsx").then((m) => m.ReleaseDrawsPage);
const none = {};

/** Routes each sport gets, generated from the sports map: the same components, `sport` as a prop. */
function sportRoutes(sport: Sport) {
  const r = paths.sport[sport];
  return {
    public: [
      page(r.home, bookingHome, { sport }),
      page(r.addon, addonStep, { sport }),
      page(r.multiAddonsModule, multiModule, { sport }),
      page(r.scheduleAddons, scheduleAddons, { sport }),
      page(r.courtSchedules, schedules, { sport }),
      page(r.openMatches, openMatches, { sport }),
    ],
    authStep: { element: <AuthStepGate sport={sport} />, children: [page(r.auth, authStep, { sport })] },
    guestOnly: [page(r.guestSummary, summary, { sport, guest: true }), page(r.guestBookingCompleted, completed, { sport })],
    member: [
      page(r.profile, profile, { sport }),
      page(r.summary, summary, { sport, guest: false }),
      page(r.extraAddon, extraAddon, { sport, step: "extraAddon" as const }),
      page(r.extraSummary, extraAddon, { sport, step: "extraSummary" as const }),
    ],
    admin: [
      page(r.adminBookings, adminBookings, { sport }),
      page(r.adminDesk, adminDesk, { sport }),
      page(r.adminReleaseDraws, adminReleaseDraws, { sport }),
      page(r.adminDisputedResults, () => import("../features/results/disputes-page.tsx").then((m) => m.DisputesPage), { sport }),
      page(r.adminSeries, adminSeries, { sport }),
      page(r.adminCatalog, adminCatalog, { sport }),
      page(r.adminClosures, adminClosures, { sport }),
      page(r.adminRules, adminRules, { sport }),
      page(r.adminDashboard, adminDashboard, { sport }),
    ],
  };
}

const perSport = SPORTS.map(sportRoutes);

/** Facility-wide back-office pages (not per sport). */
const adminPages = [
  page(paths.admin.order, () => import("../features/admin-bookings/order-detail-page.tsx").then((m) => m.OrderDetailPage), none),
  page(paths.admin.customers, () => import("../features/customers/customers-page.tsx").then((m) => m.CustomersPage), none),
  page(paths.admin.customer, () => import("../features/customers/customer-page.tsx").then((m) => m.CustomerPage), none),
  page(paths.admin.mail, () => import("../features/admin-office/mail-outbox-page.tsx").then((m) => m.MailOutboxPage), none),
  page(
    paths.admin.administrators,
    () => import("../features/admin-office/administrators-page.tsx").then((m) => m.AdministratorsPage),
    none,
  ),
  page(paths.admin.audit, () => import("../features/admin-office/audit-log-page.tsx").then((m) => m.AuditLogPage), none),
  page(
    paths.admin.documents,
    () => import("../features/documents/documents-export-page.tsx").then((m) => m.DocumentsExportPage),
    none,
  ),
  page(paths.admin.plans, () => import("../features/memberships/plans-page.tsx").then((m) => m.PlansPage), none),
  page(paths.admin.club, () => import("../features/club/club-page.tsx").then((m) => m.ClubPage), none),
  page(
    paths.admin.memberships,
    () => import("../features/memberships/sell-membership-page.tsx").then((m) => m.SellMembershipPage),
    none,
  ),
];

export const routes: RouteObject[] = [
  {
    path: "/",
    element: <RootLayout />,
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        index: true,
        lazy: page("/", () => import("../features/landing/landing-page.tsx").then((m) => m.LandingPage), none).lazy,
      },
      page(paths.courtSchedules, schedules, { sport: null }),
      page(paths.pay, () => import("../features/checkout/demo-checkout-page.tsx").then((m) => m.DemoCheckoutPage), none),
      page(
        paths.accessibility,
        () => import("../features/accessibility/accessibility-page.tsx").then((m) => m.AccessibilityPage),
        none,
      ),
      page(
        paths.playAccept,
        () => import("../features/players/accept-invitation-page.tsx").then((m) => m.AcceptInvitationPage),
        none,
      ),
      page(paths.share, () => import("../features/shares/share-page.tsx").then((m) => m.SharePage), none),
      page(
        paths.remindersOff,
        () => import("../features/reminders/reminders-off-page.tsx").then((m) => m.RemindersOffPage),
        none,
      ),
      ...perSport.flatMap((s) => s.public),
      ...perSport.map((s) => s.authStep),
      {
        element: <GuestOnly />,
        children: [
          page(paths.login, () => import("../features/auth/login-page.tsx").then((m) => m.LoginPage), none),
          page(paths.register, () => import("../features/auth/register-page.tsx").then((m) => m.RegisterPage), none),
          page(
            paths.forgotPassword,
            () => import("../features/auth/forgot-password-page.tsx").then((m) => m.ForgotPasswordPage),
            none,
          ),
          page(
            paths.resetPassword,
            () => import("../features/auth/reset-password-page.tsx").then((m) => m.ResetPasswordPage),
            none,
          ),
          ...perSport.flatMap((s) => s.guestOnly),
        ],
      },
      {
        element: <MemberOnly />,
        children: [
          page(paths.editProfile, () => import("../features/profile/edit-profile-page.tsx").then((m) => m.EditProfilePage), none),
          page(
            paths.changePassword,
            () => import("../features/profile/change-password-page.tsx").then((m) => m.ChangePasswordPage),
            none,
          ),
          ...perSport.flatMap((s) => s.member),
          page(paths.membership, () => import("../features/memberships/membership-page.tsx").then((m) => m.MembershipPage), none),
          page(paths.matchResult, () => import("../features/results/match-result-page.tsx").then((m) => m.MatchResultPage), none),
        ],
      },
      {
        element: <AdminLoginGate />,
        children: [
          page(paths.adminLogin, () => import("../features/admin/admin-login-page.tsx").then((m) => m.AdminLoginPage), none),
          page(
            paths.admin.invite,
            () => import("../features/admin-office/accept-invite-page.tsx").then((m) => m.AcceptInvitePage),
            none,
          ),
          page(
            paths.admin.setup,
            () => import("../features/admin-office/admin-setup-page.tsx").then((m) => m.AdminSetupPage),
            none,
          ),
        ],
      },
      {
        element: <AdminOnly />,
        children: [
          {
            lazy: async () => {
              const { AdminLayout } = await import("../features/admin/admin-layout.tsx");
              return { element: <AdminLayout /> };
            },
            children: [...perSport.flatMap((s) => s.admin), ...adminPages],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
