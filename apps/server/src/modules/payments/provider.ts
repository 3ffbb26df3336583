/**
 * How an order gets paid. `demo` (default) moves no money; `stripe` will implement the same
 * interface. The order services never know which one runs.
 */
export type PaymentRequest = {
  orderId: string;
  inv: string;
  total: number;
  currency: string;
  /** A provider's checkout must not outlive the hold by much, nor end before it. */
  holdExpiresAt: Date;
  description: string;
};

export type CreatedPayment = { ref: string; link: string };

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
