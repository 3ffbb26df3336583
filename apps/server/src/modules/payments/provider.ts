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
  /**
   * The provider's customer (savedCards.customerFor) whose card this checkout keeps for
   * charges made later with nobody present: the split booking's owner who agreed to it.
   */
  saveCardFor?: string;
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

/**
 * Money back: one charge of the order, whole or in part (`amount`; `part` counts the charge's
 * refunds, 1 for the first). `chargeRef` is the charge as recorded (the
 * provider's payment id), `checkoutRef` the order's checkout; `idempotencyKey` makes a retry
 * of the same refund return the first one instead of paying out twice.
 */
export type RefundRequest = {
  orderId: string;
  inv: string;
  checkoutRef: string | null;
  chargeRef: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  part: number;
};
export type CreatedRefund = { ref: string };

/**
 * What closing a checkout found: `closed` (nobody can pay it any more), `paid` (the payer
 * completed it first, or a delayed payment is on its way: the provider's payment notice
 * follows and settles it under the late-payment rules), `unknown` (the provider could not be
 * asked; try again later).
 */
export type CheckoutClosing = "closed" | "paid" | "unknown";

/** A card a checkout kept: the provider's customer and payment method (ids only, never the card). */
export type SavedCard = { customer: string; paymentMethod: string };

/** One charge of a saved card with nobody present; `idempotencyKey` makes a retry return the first one. */
export type SavedCardCharge = SavedCard & {
  orderId: string;
  inv: string;
  amount: number;
  currency: string;
  description: string;
  idempotencyKey: string;
};

/**
 * `charged`: the money was taken (`ref`, the provider's payment). `declined`: it will not be,
 * whatever the retry (the card was declined, needs its holder to authenticate, or the request
 * was refused), with the provider's `code`. A provider that cannot tell (unreachable) throws.
 */
export type SavedCardResult = { kind: "charged"; ref: string } | { kind: "declined"; code: string };

/** A provider that can keep a card at checkout and charge it later (Stripe; the demo cannot). */
export interface SavedCards {
  /** The provider's customer for a member, created once whatever the retry; the caller remembers it. */
  customerFor(member: { id: string; name: string; email: string }): Promise<string>;
  /** The card a paid checkout kept for its customer, if it kept one. */
  savedBy(checkout: { customer: string; paymentRef: string }): Promise<SavedCard | null>;
  charge(request: SavedCardCharge): Promise<SavedCardResult>;
}

export interface PaymentProvider {
  readonly name: "demo" | "stripe";
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
  /**
   * How long a checkout can stay open, when the provider has a limit (Stripe: 24 hours). An
   * order held longer (a series date paid before it) gets its checkout once its hold is
   * within it (due-checkouts.ts); none means any hold.
   */
  readonly longestCheckoutMs?: number;
  /**
   * Only for a provider whose payment needs no call out and depends on nothing but the
   * order's id and invoice number (the demo): the payment at once, so it is written with
   * the order itself instead of by a second statement after it (createPayment is not called).
   */
  paymentNow?(order: { orderId: string; inv: string }): CreatedPayment;
  /**
   * The link as shown to someone allowed to see the order. The stored link never holds the
   * order's access key (only its hash is stored); providers that need it add it here.
   */
  linkFor(storedLink: string, accessKey: string): string;
  /**
   * Returns one charge. The caller records it (payments row, kind 'refund', naming the
   * charge) in the same transaction that changes the order; a provider that throws leaves
   * the order as it was.
   */
  refund(request: RefundRequest): Promise<CreatedRefund>;
  /**
   * Closes the checkout of an order that will not be paid any more (cancelled, expired), so
   * the payer cannot pay it afterwards. Providers whose checkout is this app's own (demo)
   * have nothing to close: the order's state refuses the payment.
   */
  closeCheckout?(checkoutRef: string): Promise<CheckoutClosing>;
  /** Only for a provider that can keep a card for later charges (shares/card-charge.ts). */
  readonly savedCards?: SavedCards;
}
