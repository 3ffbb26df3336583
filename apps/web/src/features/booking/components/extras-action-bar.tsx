import type { Order, Sport } from "@courtside/contract";
import { Button, Group, Stack, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { paths } from "../../../app/paths.ts";
import { parseApiError } from "../../../lib/api-errors.ts";
import { t, useT } from "../i18n.ts";

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
  const t = useT();
  return (
    <Group justify="space-between" align="flex-start">
      <Text fw={600}>{t("booking.extras.total", { total })}</Text>
      <Stack gap={4} align="flex-end">
        <Group>
          <Button variant="default" component={Link} to={back}>
            {t("booking.back")}
          </Button>
          {children}
        </Group>
        {nothingChosen && (
          <Text size="sm" id={EXTRAS_HINT_ID}>
            {t("booking.extras.chooseOne")}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** Why a booking takes no extras (only a paid booking does; extras of extras do not exist), or null. */
export function extrasClosedReason(order: Order): string | null {
  if (order.parent_order_id) return t("booking.extras.ofExtras", { inv: order.inv });
  if (order.status !== "paid")
    return t("booking.extras.notPaid", { inv: order.inv, status: t(`booking.bookingStatus.${order.status}`) });
  return null;
}

export function extrasNotFoundReason(error: unknown): string {
  const info = parseApiError(error);
  return info.status === 404 ? t("booking.extras.notYours") : info.message;
}

export function ExtrasWaysOn({ sport }: { sport: Sport }) {
  const t = useT();
  const routes = paths.sport[sport];
  return (
    <>
      <Button component={Link} to={routes.profile}>
        {t("booking.yourBookings")}
      </Button>
      <Button component={Link} to={routes.home} variant="default">
        {t("booking.bookACourt")}
      </Button>
    </>
  );
}
