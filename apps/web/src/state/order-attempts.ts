import { SPORTS, type Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Beside each sport's booking draft (which keeps exactly the spec's fields): the current
 * order attempt's Idempotency-Key, and the order it made. The key lives as long as the
 * attempt, so a double click, a retry or a reload never makes a second order; it is
 * dropped when the attempt ends (a court was taken, a new booking starts). The last paid
 * order is kept so the completion page can show it after the draft has been reset.
 */
export interface OrderRef {
  sport: Sport;
  order_id: string;
  inv: string;
  /** Guests' access key (?key=); members open their orders with their token. */
  access_key: string | null;
}

export interface OrderAttemptsState {
  idempotencyKey: Partial<Record<Sport, string>>;
  current: Partial<Record<Sport, OrderRef>>;
  completed: Partial<Record<Sport, OrderRef>>;
  /** The attempt's key, made on first use. */
  keyFor(sport: Sport): string;
  endAttempt(sport: Sport): void;
  setCurrent(ref: OrderRef): void;
  complete(ref: OrderRef): void;
  /** The order with this invoice number among the current and completed ones. */
  findByInv(inv: string): OrderRef | null;
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && "randomUUID" in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export const ORDER_ATTEMPTS_STORAGE_KEY = "courtside-order-attempts";

export function createOrderAttemptsStore(storageKey = ORDER_ATTEMPTS_STORAGE_KEY) {
  return create<OrderAttemptsState>()(
    persist(
      (set, get) => ({
        idempotencyKey: {},
        current: {},
        completed: {},
        keyFor(sport) {
          const existing = get().idempotencyKey[sport];
          if (existing) return existing;
          const key = newIdempotencyKey();
          set((s) => ({ idempotencyKey: { ...s.idempotencyKey, [sport]: key } }));
          return key;
        },
        endAttempt(sport) {
          set((s) => ({
            idempotencyKey: { ...s.idempotencyKey, [sport]: undefined },
            current: { ...s.current, [sport]: undefined },
          }));
        },
        setCurrent(ref) {
          set((s) => ({ current: { ...s.current, [ref.sport]: ref } }));
        },
        complete(ref) {
          set((s) => ({
            completed: { ...s.completed, [ref.sport]: ref },
            current: { ...s.current, [ref.sport]: undefined },
            idempotencyKey: { ...s.idempotencyKey, [ref.sport]: undefined },
          }));
        },
        findByInv(inv) {
          const { current, completed } = get();
          for (const sport of SPORTS) {
            if (current[sport]?.inv === inv) return current[sport] ?? null;
            if (completed[sport]?.inv === inv) return completed[sport] ?? null;
          }
          return null;
        },
      }),
      {
        name: storageKey,
        version: 1,
        storage: createJSONStorage(() => localStorage),
        partialize: ({ idempotencyKey, current, completed }) => ({ idempotencyKey, current, completed }),
      },
    ),
  );
}

export const useOrderAttempts = createOrderAttemptsStore();
