import type { AdminOrderDetail } from "@courtside/contract";
import { Badge, Button, Group, Stack, Text } from "@mantine/core";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useSetNoShow } from "../api/set-no-show.ts";
import { useT } from "../i18n.ts";

/**
 * On a paid order's page once its slot has started: mark each court's customer as not shown
 * (it counts towards the sport's no-show rule), or undo a mark made by mistake.
 */
export function NoShowPanel({ order, zone }: { order: AdminOrderDetail; zone?: string }) {
  const t = useT();
  const setNoShow = useSetNoShow(order.order_id);
  const started = order.bookings.filter((b) => b.active && b.started);
  if (!order.actions.no_show || started.length === 0) return null;

  const change = (bookingId: number, court: string, noShow: boolean) =>
    setNoShow.mutate(
      { booking_id: bookingId, no_show: noShow },
      {
        onSuccess: () =>
          toast(noShow ? t("customers.noShow.marked", { court }) : t("customers.noShow.undone", { court }), "success"),
        onError: toastApiError,
      },
    );

  return (
    <Stack gap="xs" aria-label={t("customers.noShows")} role="group">
      <Text size="sm">{t("customers.noShow.explain")}</Text>
      {started.map((b) => (
        <Group key={b.id} gap="sm" wrap="wrap">
          <Text size="sm" fw={600}>
            {b.court.name}
          </Text>
          {b.no_show_at ? (
            <>
              <Badge color="red" variant="outline">
                {t("customers.noShow.badge")}
              </Badge>
              <Text size="xs" c="dimmed">
                {t("customers.noShow.markedAt", { when: formatInstant(b.no_show_at, zone) })}
              </Text>
              <Button size="xs" variant="default" loading={setNoShow.isPending} onClick={() => change(b.id, b.court.name, false)}>
                {t("customers.noShow.undo")}
              </Button>
            </>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              loading={setNoShow.isPending}
              onClick={() => change(b.id, b.court.name, true)}
            >
              {t("customers.noShow.mark")}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
