import { type CustomerDetail, formatDay } from "@courtside/contract";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Section } from "../../components/section.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatDate, formatInstant } from "../../lib/format.ts";
import { FactList } from "../admin-bookings/components/fact-list.tsx";
import { CustomerCredit } from "../credit/index.ts";
import { addDays, useRules } from "../schedules/index.ts";
import { useCustomer } from "./api/get-customer.ts";
import { CustomerNoShows, CustomerOrders, CustomerPayments } from "./components/customer-history.tsx";
import { CustomerNotes } from "./components/customer-notes.tsx";
import { SuspensionNotices } from "./components/suspension-notice.tsx";

/** /admin/customers/{customer_id}: a member or guest with their orders, payments, no-shows and staff notes. */
export function CustomerPage() {
  const { customer_id: id = "" } = useParams();
  const query = useCustomer(id);
  const customer = query.data;
  const zone = useRules("tennis").data?.timezone;
  const back = (
    <Anchor component={Link} to={paths.admin.customers}>
      Back to the customers
    </Anchor>
  );

  if (!customer) {
    const error = query.error ? parseApiError(query.error) : null;
    return (
      <Stack>
        <PageTitle title="Customer" />
        {back}
        {error?.status === 404 ? (
          <Alert color="red" variant="outline" role="alert" title="No such customer">
            {error.message}
          </Alert>
        ) : (
          <QueryState what="the customer" pending={query.isPending} error={query.error} />
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle title={customer.name || customer.email} description={customer.kind === "member" ? "Member" : "Guest"} />
      {back}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="outline" color={customer.kind === "member" ? "blue" : "gray"}>
              {customer.kind}
            </Badge>
            {customer.no_shows > 0 && (
              <Badge variant="outline" color="red">
                {customer.no_shows} {customer.no_shows === 1 ? "no-show" : "no-shows"}
              </Badge>
            )}
          </Group>
          <FactList
            label="Customer"
            facts={[
              { label: "E-mail", value: customer.email },
              { label: "Phone", value: customer.phone },
              { label: "Bookings", value: String(customer.bookings) },
              { label: "Last booking", value: formatDate(customer.last_booking_date) },
              { label: "No-shows", value: String(customer.no_shows) },
              { label: "Member since", value: formatInstant(customer.member_since, zone) },
              { label: "Plan", value: customer.kind === "member" ? planInWords(customer.plan) : null },
            ]}
          />
          {customer.kind === "member" && (
            <Group>
              <Button component={Link} to={sellPlanHref(customer.id)} variant="light">
                Sell a plan
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <SuspensionNotices customer={customer} zone={zone} />
      {customer.kind === "member" && (
        <Section title="Club credit">
          <CustomerCredit memberId={customer.id} zone={zone} />
        </Section>
      )}
      <Section title="Notes">
        <CustomerNotes customer={customer} zone={zone} />
      </Section>
      <Section title="Orders">
        <CustomerOrders customer={customer} />
      </Section>
      <Section title="Payments">
        <CustomerPayments customer={customer} zone={zone} />
      </Section>
      <Section title="No-shows">
        <CustomerNoShows customer={customer} zone={zone} />
      </Section>
    </Stack>
  );
}

/** "Gold, Tue 24 Nov 2026 to Sun 20 Dec 2026": to the plan's last day (ends_on is the first day without it). */
function planInWords(plan: CustomerDetail["plan"]): string {
  if (!plan) return "Registered player (no plan)";
  return `${plan.name}, ${formatDay(plan.starts_on)} to ${formatDay(addDays(plan.ends_on, -1))}`;
}

/** The desk's membership sale with this member chosen. */
const sellPlanHref = (memberId: string) => `${paths.admin.memberships}?${new URLSearchParams({ member: memberId })}`;
