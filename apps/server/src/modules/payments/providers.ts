import type { PaymentProvider } from "./provider.ts";

/** Money taken or returned at the desk: no provider is involved. */
export const DESK_PROVIDER = "desk";
/** Money returned into the member's club credit (a refund's provider only: modules/credit). */
export const CREDIT_PROVIDER = "credit";

/**
 * The providers this server can reach: `current` takes new orders' money; every order is
 * refunded (and its checkout closed) by the one that took its money, found by name. The demo
 * provider is always there (no money moves); Stripe only while it is configured.
 */
export type PaymentProviders = {
  current: PaymentProvider;
  all: PaymentProvider[];
  get(name: string): PaymentProvider | undefined;
};

export function paymentProviders(current: PaymentProvider, ...others: PaymentProvider[]): PaymentProviders {
  const byName = new Map<string, PaymentProvider>(others.map((p) => [p.name, p]));
  byName.set(current.name, current);
  return { current, all: [...byName.values()], get: (name) => byName.get(name) };
}
