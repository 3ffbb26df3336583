/**
 * How an order gets paid. `demo` (default) moves no money; `stripe` (stripe-provider.ts) takes
 * the money through Stripe Checkout. The order services never know which one runs.
 */
export type PaymentRequest = {
  orderId: string;
  inv: string;
  total: number;
  currency: string;
  /** A provider's checkout must not outlive the hold by much, nor end before it. */
  holdExpiresAt: Date;
  description: string;
  /** Where a provider's checkout sends the payer back: after paying, and on giving up. */
  successUrl: string;
  cancelUrl: string;
};

export type CreatedPayment = {
  ref: string;
  link: string;
  /**
   * Set when the provider's checkout stays open past the requested hold (Stripe's shortest
   * is 30 minutes): the caller extends the order's hold to match, so a payer who pays on
   * the checkout page while it is open never finds the court released under them.
   */
  expiresAt?: Date;
};

/** Money back for a paid order (the whole amount); the answer names the provider's refund. */
export type RefundRequest = { orderId: string; inv: string; paymentRef: string | null; amount: number; currency: string };
export type CreatedRefund = { ref: string };

export interface PaymentProvider {
  readonly name: "demo" | "stripe";
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * The link as shown to someone allowed to see the order. The stored link never holds the
   * order's access key (only its hash is stored); providers that need it add it here.
   */
  linkFor(storedLink: string, accessKey: string): string;
  /**
   * Returns the payment of a paid order. The caller records it (payments row, kind
   * 'refund') in the same transaction that marks the order refunded; a provider that
   * throws leaves the order as it was.
   */
  refund(request: RefundRequest): Promise<CreatedRefund>;
}
