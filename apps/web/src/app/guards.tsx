import type { Sport } from "@courtside/contract";
import { Navigate, Outlet, useLocation } from "react-router";
import { useAuthStore } from "../state/auth-store.ts";
import {
  adminLoginRedirect,
  adminPageRedirect,
  authStepRedirect,
  guestOnlyRedirect,
  memberPageRedirect,
  parseLoginIntent,
} from "./navigation.ts";

/** Renders the child routes, or redirects when a navigation rule says so. */
function Gate({ redirect }: { redirect: string | null }) {
  return redirect ? <Navigate to={redirect} replace /> : <Outlet />;
}

export function GuestOnly() {
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const { search } = useLocation();
  return <Gate redirect={guestOnlyRedirect(signedIn, parseLoginIntent(search))} />;
}

export function MemberOnly() {
  const signedIn = useAuthStore((s) => s.user_authenticated);
  const { pathname, search } = useLocation();
  return <Gate redirect={memberPageRedirect(signedIn, `${pathname}${search}`)} />;
}

export function AuthStepGate({ sport }: { sport: Sport }) {
  const signedIn = useAuthStore((s) => s.user_authenticated);
  return <Gate redirect={authStepRedirect(signedIn, sport)} />;
}

export function AdminOnly() {
  const signedIn = useAuthStore((s) => s.authenticated);
  return <Gate redirect={adminPageRedirect(signedIn)} />;
}

export function AdminLoginGate() {
  const signedIn = useAuthStore((s) => s.authenticated);
  const typeWeb = useAuthStore((s) => s.user?.type_web);
  return <Gate redirect={adminLoginRedirect(signedIn, typeWeb)} />;
}
