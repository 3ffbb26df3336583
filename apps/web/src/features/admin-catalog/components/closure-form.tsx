import {
  type AdminCourt,
  CLOSURE_HIT_CODE,
  type ClosureBody,
  type ClosureHitChoice,
  type ClosurePreview,
  closureEndsAfterStart,
  closureFieldsSchema,
  type Sport,
} from "@courtside/contract";
import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { type FormEvent, useState } from "react";
import { useForm } from "react-hook-form";
import { Link, useLocation, useSearchParams } from "react-router";
import { z } from "zod";
import { paths, to } from "../../../app/paths.ts";
import { FormAlert } from "../../../components/form-alert.tsx";
import { parseApiError } from "../../../lib/api-errors.ts";
import { handleFormError } from "../../../lib/form-errors.ts";
import { toast } from "../../../lib/toast.ts";
import { zodResolver } from "../../../lib/zod-resolver.ts";
import type { BackLink } from "../../admin/back-link.ts";
import { useCreateClosure } from "../api/create-closure.ts";
import { usePreviewClosure } from "../api/preview-closure.ts";
import { useT } from "../i18n.ts";
import { type ClosureHits, closureHitsOf } from "./closure-hits.ts";
import { ClosureRefundPanel } from "./closure-refund-panel.tsx";

const ALL_COURTS = "all";
/** The contract's closure with the court chosen from a list ("all" is every court, court_id null). */
const closureFormSchema = closureEndsAfterStart(
  closureFieldsSchema.extend({
    court_id: z
      .string()
      .transform((v) => (v === ALL_COURTS ? null : Number(v)))
      .pipe(closureFieldsSchema.shape.court_id),
  }),
);
const FIELDS = ["court_id", "start_date", "start_time", "end_date", "end_time", "reason"] as const;
type Draft = Record<(typeof FIELDS)[number], string>;

/**
 * Closes a court, or all courts, from a facility-local start to end. A refusal names each
 * booking in the way with a link to its order (where staff move it), and the preview of what
 * closing them would refund, with "Close and refund to card" / "as club credit"; the draft
 * goes into the address, so coming back to this page brings it back for another try.
 */
export function ClosureForm({ sport, courts, today }: { sport: Sport; courts: AdminCourt[]; today: string }) {
  const create = useCreateClosure(sport);
  const preview = usePreviewClosure(sport);
  const t = useT();
  const allCourts = t("admin-catalog.closures.allCourts");
  // The refused attempt and what closing its bookings would refund (null: nothing refused).
  const [refunding, setRefunding] = useState<{ values: ClosureBody; preview: ClosurePreview } | null>(null);
  const { pathname } = useLocation();
  const [search, setSearch] = useSearchParams();
  const [hits, setHits] = useState<ClosureHits | null>(null);
  const kept = (field: (typeof FIELDS)[number], fallback: string) => search.get(field) ?? fallback;
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(closureFormSchema),
    defaultValues: {
      court_id: kept("court_id", ALL_COURTS),
      start_date: kept("start_date", today),
      start_time: kept("start_time", ""),
      end_date: kept("end_date", today),
      end_time: kept("end_time", ""),
      reason: kept("reason", ""),
    },
  });

  // A span seldom ends before it starts: moving the start past the end moves the end along.
  const followStart = (event: { target: { value: string } }) => {
    if (getValues("end_date") < event.target.value) setValue("end_date", event.target.value);
  };

  const closed = (message: string) => {
    toast(message, "success");
    reset({ court_id: ALL_COURTS, start_date: today, start_time: "", end_date: today, end_time: "", reason: "" });
    setSearch({}, { replace: true });
    setRefunding(null);
  };
  // Refused over bookings: list them, and fetch what closing them would refund.
  const refused = (error: unknown, values: ClosureBody) => {
    const hitsNow = closureHitsOf(error);
    if (!hitsNow) return false;
    setHits(hitsNow);
    setSearch(getValues() as Draft, { replace: true });
    if (parseApiError(error).code === CLOSURE_HIT_CODE)
      preview.mutate(values, { onSuccess: (p) => setRefunding({ values, preview: p }) });
    return true;
  };

  const save = handleSubmit((values) => {
    setRefunding(null);
    create.mutate(values, {
      onSuccess: (closure) =>
        closed(
          t("admin-catalog.closureForm.closed", {
            court: closure.court_name ?? allCourts,
            date: closure.start_date,
            time: closure.start_time,
          }),
        ),
      onError: (error) => {
        if (!refused(error, values)) handleFormError(error, setError, FIELDS);
      },
    });
  });

  const closeAndRefund = (choice: Exclude<ClosureHitChoice, "refuse">) => {
    if (!refunding) return;
    const values = { ...refunding.values, hit_bookings: choice };
    setHits(null);
    create.mutate(values, {
      onSuccess: (closure) => {
        const n = refunding.preview.orders.length;
        closed(t("admin-catalog.closureForm.closedAndRefunded", { court: closure.court_name ?? allCourts, count: n }));
        setHits(null);
      },
      onError: (error) => {
        if (!refused(error, refunding.values)) handleFormError(error, setError, FIELDS);
      },
    });
  };
  // Only the latest attempt's outcome shows: an earlier refusal goes as soon as staff try again.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setHits(null);
    return save(event);
  };
  const back: BackLink = { to: `${pathname}?${search.toString()}`, label: t("admin-catalog.closureForm.back") };

  return (
    <Paper withBorder p="md" radius="md" maw={720} component="section" aria-labelledby="closure-form-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Title order={2} size="h3" id="closure-form-heading">
            {t("admin-catalog.closureForm.heading")}
          </Title>
          <FormAlert message={errors.root?.server?.message} />
          {hits && (
            <Alert color="red" variant="outline" role="alert" title={t("admin-catalog.closureForm.couldNotClose")}>
              <Text size="sm">{hits.message}</Text>
              <List size="sm" mt="xs">
                {hits.bookings.map(({ line, orderId }) => (
                  <List.Item key={line}>
                    {orderId ? (
                      <Anchor component={Link} to={to(paths.admin.order, { order_id: orderId })} state={{ back }}>
                        {line}
                      </Anchor>
                    ) : (
                      line
                    )}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          {refunding && hits && (
            <ClosureRefundPanel preview={refunding.preview} back={back} busy={create.isPending} onClose={closeAndRefund} />
          )}
          <NativeSelect
            label={t("admin-catalog.closureForm.court")}
            data={[
              { value: ALL_COURTS, label: allCourts },
              ...courts.map((c) => ({
                value: String(c.id),
                label: c.active ? c.name : t("admin-catalog.inactiveName", { name: c.name }),
              })),
            ]}
            error={errors.court_id?.message}
            {...register("court_id")}
          />
          <SimpleGrid cols={2}>
            <TextInput
              type="date"
              label={t("admin-catalog.closureForm.fromDate")}
              required
              error={errors.start_date?.message}
              {...register("start_date", { onChange: followStart })}
            />
            <TextInput
              type="time"
              label={t("admin-catalog.closureForm.fromTime")}
              required
              error={errors.start_time?.message}
              {...register("start_time")}
            />
            <TextInput
              type="date"
              label={t("admin-catalog.closureForm.toDate")}
              required
              error={errors.end_date?.message}
              {...register("end_date")}
            />
            <TextInput
              type="time"
              label={t("admin-catalog.closureForm.toTime")}
              required
              error={errors.end_time?.message}
              {...register("end_time")}
            />
          </SimpleGrid>
          <TextInput
            label={t("admin-catalog.closureForm.reason")}
            required
            description={t("admin-catalog.closureForm.reasonHint")}
            error={errors.reason?.message}
            {...register("reason")}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={create.isPending}>
              {t("admin-catalog.closureForm.submit")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
