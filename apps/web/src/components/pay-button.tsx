import { Button, type ButtonProps } from "@mantine/core";
import { Link } from "react-router";
import { inAppPaymentPath } from "../lib/payment-link.ts";

/** Pays a pending order by its payment link: the demo checkout is followed in-app; another provider's link is a full page load. */
export function PayButton({
  link,
  label,
  children,
  ...props
}: { link: string; label?: string; children: React.ReactNode } & ButtonProps) {
  const inApp = inAppPaymentPath(link);
  return inApp ? (
    <Button component={Link} to={inApp} aria-label={label} {...props}>
      {children}
    </Button>
  ) : (
    <Button component="a" href={link} aria-label={label} {...props}>
      {children}
    </Button>
  );
}
