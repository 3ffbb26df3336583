import type { Order, Sport } from "@courtside/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";

export const EXTRAS_HINT_ID = "extras-hint";

/** The extras total, Back, and the page's next step, which says why it waits while nothing is chosen. */
export function ExtrasActionBar({
  total,
  back,
  nothingChosen,
  children,
}: {
  total: string;
  back: string;
  nothingChosen: boolean;
  children: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-start">
      <Text fw={600}>Extras {total}</Text>
      <Stack gap={4} align="flex-end">
        <Group>
          <Button variant="default" component={Link} to={back}>
            Back
          </Button>
          {children}
        </Group>
        {nothingChosen && (
          <Text size="sm" id={EXTRAS_HINT_ID}>
            Choose at least one extra.
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Why a booking takes no extras (only a paid booking does; extras of extras do not exist), or null. */
export function extrasClosedReason(order: Order): string | null {
  if (order.parent_order_id) return `${order.inv} is itself an order of extras. Add extras to the booking it belongs to.`;
  if (order.status !== "paid") return `Booking ${order.inv} is ${order.status}: extras can be added to a paid booking only.`;
  return null;
}

export function extrasNotFoundReason(error: unknown): string {
  const info = parseApiError(error);
  return info.status === 404
    ? "It is not one of your bookings, or the link is incomplete. Your bookings are listed on your profile."
    : info.message;
}

export function ExtrasWaysOn({ sport }: { sport: Sport }) {
  const routes = paths.sport[sport];
  return (
    <>
      <Button component={Link} to={routes.profile}>
        Your bookings
      </Button>
      <Button component={Link} to={routes.home} variant="default">
        Book a court
      </Button>
    </>
  );
}
