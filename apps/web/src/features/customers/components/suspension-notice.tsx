import type { CustomerDetail, CustomerSuspension } from "@courtside/contract";
import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatDayOf, formatInstant } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useLiftSuspension } from "../api/lift-suspension.ts";
import { t as translate, useT } from "../i18n.ts";

/** "2 no-shows within 30 days suspend online booking for 14 days after the latest." */
export const ruleInWords = (s: Pick<CustomerSuspension, "limit" | "window_days" | "suspension_days">) =>
  translate("customers.suspension.rule", {
    limit: s.limit,
    windowDays: s.window_days,
    suspensionDays: s.suspension_days,
  });

/**
 * The customer's no-show suspensions (one per sport) with the rule and the no-shows behind
 * each, and the button that lifts one early; below them the latest early lifts. Nothing while
 * there is neither (most customers).
 */
export function SuspensionNotices({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
  const t = useT();
  const lift = useLiftSuspension(customer.id);
  const who = customer.name || customer.email;
  if (customer.suspensions.length === 0 && customer.suspension_lifts.length === 0) return null;

  const onLift = (suspension: CustomerSuspension) =>
    lift.mutate(suspension.sport, {
      onSuccess: () => toast(t("customers.suspension.lifted", { who, sport: suspension.sport }), "success"),
      onError: toastApiError,
    });

  return (
    <Stack gap="sm">
      {customer.suspensions.map((s) => (
        <Alert
          key={s.sport}
          color="red"
          variant="outline"
          title={t("customers.suspension.title", { sport: s.sport, date: formatDayOf(s.until) })}
          // A region named by its title, not an alert: it is read with the page, not announced.
          role="region"
        >
          <Stack gap="xs">
            <Text size="sm">{t("customers.suspension.ruleLine", { sport: s.sport, rule: ruleInWords(s) })}</Text>
            <Text size="sm" fw={600}>
              {t("customers.suspension.behind")}
            </Text>
            <List size="sm" aria-label={t("customers.suspension.behindLabel", { sport: s.sport })}>
              {s.no_shows.map((n) => (
                <List.Item key={n.booking_id}>
                  <Anchor component={Link} to={to(paths.admin.order, { order_id: n.order_id })}>
                    {n.inv}
                  </Anchor>
                  , {n.court}, {formatDayOf(n.date)}, {n.start}
                </List.Item>
              ))}
            </List>
            <Group>
              <Button size="sm" variant="default" loading={lift.isPending} onClick={() => onLift(s)}>
                {t("customers.suspension.liftNow", { sport: s.sport })}
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {customer.suspension_lifts.map((l) => (
        <Text key={l.sport} size="sm">
          {t("customers.suspension.liftedEarly", {
            sport: l.sport,
            who: l.lifted_by,
            when: formatInstant(l.lifted_at, zone),
          })}
        </Text>
      ))}
    </Stack>
  );
}
