import { SPORTS, type Sport } from "@courtside/contract";
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";

/**
 * Beside each sport's booking draft (which keeps exactly the spec's fields): the current
 * order attempt's Idempotency-Key, and the order it made. The key lives as long as the
 * attempt, so a double click, a retry or a reload never makes a second order; it is
 * dropped when the attempt ends (a court was taken, a new booking starts). The last paid
 * order is kept so the completion page can show it after the draft has been reset. Extra
 * add-ons for a booking have attempts (and keys) of their own, by the booking's order id.
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
  /** The current extra add-on attempt's Idempotency-Key, by the booking's order id. */
  extraKeys: Record<string, string>;
  current: Partial<Record<Sport, OrderRef>>;
  completed: Partial<Record<Sport, OrderRef>>;
  /** Extra add-on orders awaiting payment, by invoice number (kept apart from the booking attempt). */
  extras: Record<string, OrderRef>;
  /** The attempt's key, made on first use. */
  keyFor(sport: Sport): string;
  /** The key of the attempt to add extras to this booking, made on first use. */
  extraKeyFor(orderId: string): string;
  /** The extras attempt made its order: the next extras for this booking are a new attempt. */
  endExtraAttempt(orderId: string): void;
  endAttempt(sport: Sport): void;
  setCurrent(ref: OrderRef): void;
  complete(ref: OrderRef): void;
  /** An extra add-on order made for a paid booking; the booking attempt is left alone. */
  setExtra(ref: OrderRef): void;
  /** The extra add-on order is paid: forgotten, the booking attempt untouched. */
  completeExtra(ref: OrderRef): void;
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
        extraKeys: {},
        current: {},
        completed: {},
        extras: {},
        keyFor(sport) {
          const existing = get().idempotencyKey[sport];
          if (existing) return existing;
          const key = newIdempotencyKey();
          set((s) => ({ idempotencyKey: { ...s.idempotencyKey, [sport]: key } }));
          return key;
        },
        extraKeyFor(orderId) {
          const existing = get().extraKeys[orderId];
          if (existing) return existing;
          const key = newIdempotencyKey();
          set((s) => ({ extraKeys: { ...s.extraKeys, [orderId]: key } }));
          return key;
        },
        endExtraAttempt(orderId) {
          set((s) => {
            const { [orderId]: _done, ...rest } = s.extraKeys;
            return { extraKeys: rest };
          });
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
        setExtra(ref) {
          set((s) => ({ extras: { ...s.extras, [ref.inv]: ref } }));
        },
        completeExtra(ref) {
          set((s) => {
            const { [ref.inv]: _paid, ...rest } = s.extras;
            return { extras: rest };
          });
        },
        findByInv(inv) {
          const { current, completed, extras } = get();
          if (extras[inv]) return extras[inv];
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
        partialize: ({ idempotencyKey, extraKeys, current, completed, extras }) => ({
          idempotencyKey,
          extraKeys,
          current,
          completed,
          extras,
        }),
      },
    ),
  );
}

export const useOrderAttempts = createOrderAttemptsStore();
