/**
 * Where a payment link leads: the demo provider's links open this app's own checkout
 * (`/pay/{inv}?key=`), followed in-app; any other provider's link is a full page load.
 */
export function inAppPaymentPath(link: string, base = window.location.origin): string | null {
  try {
    const url = new URL(link, base);
    return url.pathname.startsWith("/pay/") ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/** Opens a payment link: the demo checkout in-app, any other provider's page by a full load. */
export function followPaymentLink(link: string, navigate: (path: string) => void): void {
  const path = inAppPaymentPath(link);
  if (path) navigate(path);
  else window.location.assign(link);
}
