import type { PaymentProvider } from "./provider.ts";

/** The built-in provider: the link opens the web app's demo checkout page, where no money moves. */
export function createDemoProvider(appUrl: string): PaymentProvider {
  const payment = (inv: string) => ({ ref: `demo-${inv}`, link: `${appUrl}/pay/${encodeURIComponent(inv)}` });
  return {
    name: "demo",
    createPayment: async ({ inv }) => payment(inv),
    paymentNow: ({ inv }) => payment(inv),
    linkFor: (storedLink, accessKey) => `${storedLink}?key=${encodeURIComponent(accessKey)}`,
    // No money moved, so none moves back: the refund is only the record the caller writes.
    refund: async ({ inv, part }) => ({ ref: part === 1 ? `demo-refund-${inv}` : `demo-refund-${inv}-${part}` }),
  };
}
