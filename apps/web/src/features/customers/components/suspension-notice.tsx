import { type CustomerDetail, type CustomerSuspension, formatDay } from "@courtside/contract";
import { Alert, Anchor, Button, Group, List, Stack, Text } from "@mantine/core";
import { Link } from "react-router";
import { paths, to } from "../../../app/paths.ts";
import { toastApiError } from "../../../lib/form-errors.ts";
import { formatInstant } from "../../../lib/format.ts";
import { toast } from "../../../lib/toast.ts";
import { useLiftSuspension } from "../api/lift-suspension.ts";

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "2 no-shows within 30 days suspend online booking for 14 days after the latest." */
export const ruleInWords = (s: Pick<CustomerSuspension, "limit" | "window_days" | "suspension_days">) =>
  `${plural(s.limit, "no-show", "no-shows")} within ${plural(s.window_days, "day", "days")} ` +
  `${s.limit === 1 ? "suspends" : "suspend"} online booking for ${plural(s.suspension_days, "day", "days")} after the latest.`;

/**
 * The customer's no-show suspensions (one per sport) with the rule and the no-shows behind
 * each, and the button that lifts one early; below them the latest early lifts. Nothing while
 * there is neither (most customers).
 */
export function SuspensionNotices({ customer, zone }: { customer: CustomerDetail; zone?: string }) {
  const lift = useLiftSuspension(customer.id);
  const who = customer.name || customer.email;
  if (customer.suspensions.length === 0 && customer.suspension_lifts.length === 0) return null;

  const onLift = (suspension: CustomerSuspension) =>
    lift.mutate(suspension.sport, {
      onSuccess: () => toast(`Suspension lifted: ${who} can book ${suspension.sport} online again.`, "success"),
      onError: toastApiError,
    });

  return (
    <Stack gap="sm">
      {customer.suspensions.map((s) => (
        <Alert
          key={s.sport}
          color="red"
          variant="outline"
          title={`Online booking of ${s.sport} suspended until ${formatDay(s.until)}`}
          // A region named by its title, not an alert: it is read with the page, not announced.
          role="region"
        >
          <Stack gap="xs">
            <Text size="sm">
              The {s.sport} no-show rule: {ruleInWords(s)} The desk can still book for them.
            </Text>
            <Text size="sm" fw={600}>
              The no-shows behind it:
            </Text>
            <List size="sm" aria-label={`No-shows behind the ${s.sport} suspension`}>
              {s.no_shows.map((n) => (
                <List.Item key={n.booking_id}>
                  <Anchor component={Link} to={to(paths.admin.order, { order_id: n.order_id })}>
                    {n.inv}
                  </Anchor>
                  , {n.court}, {formatDay(n.date)}, {n.start}
                </List.Item>
              ))}
            </List>
            <Group>
              <Button size="sm" variant="default" loading={lift.isPending} onClick={() => onLift(s)}>
                Lift the {s.sport} suspension now
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}
      {customer.suspension_lifts.map((l) => (
        <Text key={l.sport} size="sm">
          {l.sport[0]?.toUpperCase()}
          {l.sport.slice(1)} suspension lifted early by {l.lifted_by}, {formatInstant(l.lifted_at, zone)}: no-shows marked before
          then no longer count.
        </Text>
      ))}
    </Stack>
  );
}
