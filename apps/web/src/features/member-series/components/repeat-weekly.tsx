import { MEMBER_SERIES_MAX_DATES, type MemberSeriesRequest, type Order, type Series } from "@courtside/contract";
import { Alert, Anchor, Button, Group, List, NativeSelect, Stack, Text } from "@mantine/core";
import { useRef, useState } from "react";
import { parseApiError } from "../../../lib/api-errors.ts";
import { formatDate, formatMoney } from "../../../lib/format.ts";
import { tone } from "../../../lib/tones.ts";
import { newIdempotencyKey } from "../../../state/order-attempts.ts";
import { PreviewTable } from "../../admin-series/components/preview-table.tsx";
import { addDays } from "../../schedules/index.ts";
import { useCreateMemberSeries } from "../api/create-member-series.ts";
import { usePreviewMemberSeries } from "../api/preview-member-series.ts";
import { useT } from "../i18n.ts";

const counts = Array.from({ length: MEMBER_SERIES_MAX_DATES }, (_, i) => String(i + 1));

/**
 * "Repeat weekly" under a booking in the profile: the same courts and time in the weeks after
 * it. A preview shows which dates are free; booking holds those, each paid with its own link
 * before that date's free cancellation ends (unpaid, it is released).
 */
export function RepeatWeekly({ order, onClose }: { order: Order; onClose: () => void }) {
  const t = useT();
  const preview = usePreviewMemberSeries(order.sport);
  const create = useCreateMemberSeries(order.sport);
  const [weeks, setWeeks] = useState("4");
  const [booked, setBooked] = useState<Series | null>(null);
  const attemptKey = useRef(newIdempotencyKey());
  const body: MemberSeriesRequest = {
    first_date: addDays(order.date, 7),
    timeslot_id: order.timeslot.id,
    court_ids: order.courts.map((c) => c.id),
    weeks: Number(weeks),
  };
  const failure = preview.error ?? create.error;

  if (booked) {
    const dates = booked.dates.filter((d) => d.order);
    return (
      <Alert color={tone.teal} variant="outline" role="status" title={t("member-series.booked.title", { count: dates.length })}>
        <Stack gap="xs">
          <Text size="sm">{t("member-series.booked.payEach")}</Text>
          <List size="sm">
            {dates.map((d) => (
              <List.Item key={d.date}>
                {formatDate(d.date)}: {formatMoney(d.order?.total, booked.currency)}{" "}
                {d.order?.paymentlink ? (
                  <Anchor
                    href={d.order.paymentlink}
                    aria-label={t("member-series.booked.payDate", { date: formatDate(d.date), inv: d.order.inv })}
                  >
                    {t("member-series.booked.pay")}
                  </Anchor>
                ) : (
                  d.order?.status === "pending" && t("member-series.booked.linkByMail")
                )}
              </List.Item>
            ))}
          </List>
        </Stack>
      </Alert>
    );
  }
  return (
    <Stack
      gap="sm"
      p="sm"
      className="repeat-weekly"
      aria-label={t("member-series.form.label", { inv: order.inv })}
      component="section"
    >
      <Group align="flex-end" gap="sm">
        <NativeSelect
          label={t("member-series.form.weeks")}
          data={counts}
          value={weeks}
          onChange={(e) => {
            setWeeks(e.currentTarget.value);
            preview.reset();
          }}
        />
        <Button variant="default" loading={preview.isPending} onClick={() => preview.mutate(body)}>
          {t("member-series.form.show")}
        </Button>
        <Button variant="subtle" onClick={onClose}>
          {t("member-series.form.close")}
        </Button>
      </Group>
      {failure && (
        <Text c={tone.red} size="sm" role="alert">
          {parseApiError(failure).message}
        </Text>
      )}
      {preview.data && (
        <>
          <PreviewTable preview={preview.data} />
          <Group>
            <Button
              disabled={preview.data.free === 0}
              loading={create.isPending}
              onClick={() =>
                create.mutate(
                  { body, idempotencyKey: attemptKey.current },
                  {
                    onSuccess: (series) => {
                      attemptKey.current = newIdempotencyKey();
                      setBooked(series);
                    },
                  },
                )
              }
            >
              {t("member-series.form.book", { count: preview.data.free })}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
