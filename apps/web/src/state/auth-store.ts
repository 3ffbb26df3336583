import { type Administrator, AUTH_TOKEN_STORAGE_KEY, type Member, type Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import { getAdminUser } from "./api/get-admin-user.ts";
import { getMember } from "./api/get-member.ts";

/** Auth state of spec section 3, field names as the spec gives them. */
export interface AuthFields {
  /** Administrator signed in (true after a successful GET /api/user). */
  authenticated: boolean;
  /** Member signed in (true after a successful member fetch or login). */
  user_authenticated: boolean;
  /** The administrator record (carries type_web). */
  user: Administrator | null;
  /** The member record (answer of GET /api/frontend/user/{email}). */
  user_frontend: Member | null;
  /** The visitor chose to continue as a guest. */
  guest: boolean;
  /** The sport the visitor is booking. */
  sport: Sport;
}

export interface AuthActions {
  /** GET /api/user → user, authenticated. On failure admin data is cleared, silently. */
  fetchAdmin(): Promise<boolean>;
  /** GET /api/frontend/user/{email} → user_frontend. On failure: console.error, member data cleared. */
  fetchMember(email: string): Promise<boolean>;
  /** After member login/register: stores the token and the member. */
  startMemberSession(token: string, member: Member): void;
  /** After administrator login: stores the token, then fetches the administrator. */
  startAdminSession(token: string): Promise<boolean>;
  /** Replaces the member record (profile edit). */
  setMember(member: Member): void;
  /** Clears only member state and the stored authToken. */
  memberLogout(): void;
  /** Clears only administrator state and the stored authToken. */
  adminLogout(): void;
  setGuest(guest: boolean): void;
  setSport(sport: Sport): void;
}

export type AuthState = AuthFields & AuthActions;

export interface AuthStoreDeps {
  getAdminUser: () => Promise<Administrator>;
  getMember: (email: string) => Promise<Member>;
  storageKey: string;
}

export const AUTH_STORAGE_KEY = "courtside-auth";

const initialFields: AuthFields = {
  authenticated: false,
  user_authenticated: false,
  user: null,
  user_frontend: null,
  guest: false,
  sport: "tennis",
};
const clearedAdmin = { authenticated: false, user: null } satisfies Partial<AuthFields>;
const clearedMember = { user_authenticated: false, user_frontend: null } satisfies Partial<AuthFields>;

function removeToken(): void {
  localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
}

export function createAuthStore(deps: Partial<AuthStoreDeps> = {}) {
  const { storageKey = AUTH_STORAGE_KEY } = deps;
  const fetchAdminUser = deps.getAdminUser ?? getAdminUser;
  const fetchMemberRecord = deps.getMember ?? getMember;

  return create<AuthState>()(
    persist(
      (set, get) => ({
        ...initialFields,
        async fetchAdmin() {
          try {
            const user = await fetchAdminUser();
            set({ user, authenticated: true });
            return true;
          } catch {
            set(clearedAdmin);
            return false;
          }
        },
        async fetchMember(email) {
          try {
            const member = await fetchMemberRecord(email);
            set({ user_frontend: member, user_authenticated: true, guest: false });
            return true;
          } catch (error) {
            console.error("Member fetch failed", error);
            set(clearedMember);
            return false;
          }
        },
        startMemberSession(token, member) {
          localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
          set({ user_frontend: member, user_authenticated: true, guest: false });
        },
        async startAdminSession(token) {
          localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
          return get().fetchAdmin();
        },
        setMember(member) {
          set({ user_frontend: member });
        },
        memberLogout() {
          removeToken();
          set(clearedMember);
        },
        adminLogout() {
          removeToken();
          set(clearedAdmin);
        },
        setGuest(guest) {
          set({ guest });
        },
        setSport(sport) {
          set({ sport });
        },
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ authenticated, user_authenticated, user, user_frontend, guest, sport }): AuthFields => ({
          authenticated,
          user_authenticated,
          user,
          user_frontend,
          guest,
          sport,
        }),
      },
    ),
  );
}

export type AuthStore = ReturnType<typeof createAuthStore>;

/** The app's auth store. */
export const useAuthStore = createAuthStore();
