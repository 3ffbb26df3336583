import { type Administrator, AUTH_TOKEN_STORAGE_KEY, type Member } from "@courtside/contract";
import { describe, expect, it, vi } from "vitest";
import { createAuthStore } from "./auth-store.ts";

const admin: Administrator = {
  id: "a1",
  name: "Ada Admin",
  email: "ada@club.test",
  type_web: "padel",
  role: "owner",
  sports: ["tennis", "padel"],
};
const member: Member = {
  id: "m1",
  name: "Mia Member",
  email: "mia@club.test",
  phone: null,
  booking_reminders: true,
  locale: "en",
  created_at: "2026-01-01T00:00:00Z",
};

function makeStore(overrides: Parameters<typeof createAuthStore>[0] = {}) {
  return createAuthStore({
    storageKey: `auth-test-${Math.random()}`,
    getAdminUser: vi.fn().mockResolvedValue(admin),
    getMember: vi.fn().mockResolvedValue(member),
    ...overrides,
  });
}

describe("auth store", () => {
  it("starts signed out with the spec's field names", () => {
    const state = makeStore().getState();
    expect(state).toMatchObject({
      authenticated: false,
      user_authenticated: false,
      user: null,
      user_frontend: null,
      guest: false,
      sport: "tennis",
    });
  });

  it("fetchAdmin success stores the administrator and sets authenticated", async () => {
    const store = makeStore();
    await expect(store.getState().fetchAdmin()).resolves.toBe(true);
    expect(store.getState().user).toEqual(admin);
    expect(store.getState().authenticated).toBe(true);
  });

  it("fetchAdmin failure clears administrator data silently (no console output)", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const getAdminUser = vi.fn().mockResolvedValueOnce(admin).mockRejectedValueOnce(new Error("401"));
    const store = makeStore({ getAdminUser });
    await store.getState().fetchAdmin();
    await expect(store.getState().fetchAdmin()).resolves.toBe(false);
    expect(store.getState().user).toBeNull();
    expect(store.getState().authenticated).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it("fetchMember success stores the member record from GET /api/frontend/user/{email}", async () => {
    const getMember = vi.fn().mockResolvedValue(member);
    const store = makeStore({ getMember });
    await expect(store.getState().fetchMember("mia@club.test")).resolves.toBe(true);
    expect(getMember).toHaveBeenCalledWith("mia@club.test");
    expect(store.getState().user_frontend).toEqual(member);
    expect(store.getState().user_authenticated).toBe(true);
  });

  it("fetchMember failure logs to the console and clears member data", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = makeStore({ getMember: vi.fn().mockRejectedValue(new Error("404")) });
    store.getState().startMemberSession("tok", member);
    await expect(store.getState().fetchMember(member.email)).resolves.toBe(false);
    expect(error).toHaveBeenCalledTimes(1);
    expect(store.getState().user_frontend).toBeNull();
    expect(store.getState().user_authenticated).toBe(false);
  });

  it("startMemberSession saves the token under authToken", () => {
    const store = makeStore();
    store.getState().startMemberSession("member-token", member);
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBe("member-token");
    expect(store.getState().user_authenticated).toBe(true);
    expect(store.getState().user_frontend).toEqual(member);
  });

  it("memberLogout clears only member state and the stored token", async () => {
    const store = makeStore();
    await store.getState().fetchAdmin();
    store.getState().startMemberSession("tok", member);
    store.getState().setSport("padel");
    store.getState().memberLogout();
    const s = store.getState();
    expect(s.user_authenticated).toBe(false);
    expect(s.user_frontend).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(s.authenticated).toBe(true);
    expect(s.user).toEqual(admin);
    expect(s.sport).toBe("padel");
  });

  it("adminLogout clears only administrator state and the stored token", async () => {
    const store = makeStore();
    store.getState().startMemberSession("tok", member);
    await store.getState().startAdminSession("admin-token");
    expect(store.getState().authenticated).toBe(true);
    store.getState().adminLogout();
    const s = store.getState();
    expect(s.authenticated).toBe(false);
    expect(s.user).toBeNull();
    expect(localStorage.getItem(AUTH_TOKEN_STORAGE_KEY)).toBeNull();
    expect(s.user_authenticated).toBe(true);
    expect(s.user_frontend).toEqual(member);
  });

  it("persists its fields to localStorage and restores them in a new store", () => {
    const storageKey = "auth-persist-test";
    const first = createAuthStore({ storageKey, getAdminUser: vi.fn(), getMember: vi.fn() });
    first.getState().startMemberSession("tok", member);
    first.getState().setGuest(true);
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? "{}");
    expect(saved.state).toEqual({
      authenticated: false,
      user_authenticated: true,
      user: null,
      user_frontend: member,
      guest: true,
      sport: "tennis",
    });
    const second = createAuthStore({ storageKey, getAdminUser: vi.fn(), getMember: vi.fn() });
    expect(second.getState().user_frontend).toEqual(member);
    expect(second.getState().user_authenticated).toBe(true);
  });
});
