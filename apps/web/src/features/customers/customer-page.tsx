import type { CustomerDetail } from "@courtside/contract";
import { Alert, Anchor, Badge, Button, Group, Paper, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { paths } from "../../app/paths.ts";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Section } from "../../components/section.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { formatDate, formatDayOf, formatInstant } from "../../lib/format.ts";
import { FactList } from "../admin-bookings/components/fact-list.tsx";
import { CustomerCredit } from "../credit/index.ts";
import { CustomerLevels } from "../levels/index.ts";
import { addDays, useRules } from "../schedules/index.ts";
import { useCustomer } from "./api/get-customer.ts";
import { CustomerNoShows, CustomerOrders, CustomerPayments } from "./components/customer-history.tsx";
import { CustomerNotes } from "./components/customer-notes.tsx";
import { SuspensionNotices } from "./components/suspension-notice.tsx";
import { t as translate, useT } from "./i18n.ts";

/** /admin/customers/{customer_id}: a member or guest with their orders, payments, no-shows and staff notes. */
export function CustomerPage() {
  const t = useT();
  const { customer_id: id = "" } = useParams();
  const query = useCustomer(id);
  const customer = query.data;
  const zone = useRules("tennis").data?.timezone;
  const back = (
    <Anchor component={Link} to={paths.admin.customers}>
      {t("customers.page.back")}
    </Anchor>
  );

  if (!customer) {
    const error = query.error ? parseApiError(query.error) : null;
    return (
      <Stack>
        <PageTitle title={t("customers.page.customer")} />
        {back}
        {error?.status === 404 ? (
          <Alert color="red" variant="outline" role="alert" title={t("customers.page.notFound")}>
            {error.message}
          </Alert>
        ) : (
          <QueryState what={t("customers.page.theCustomer")} pending={query.isPending} error={query.error} />
        )}
      </Stack>
    );
  }

  return (
    <Stack>
      <PageTitle
        title={customer.name || customer.email}
        description={customer.kind === "member" ? t("customers.page.member") : t("customers.page.guest")}
      />
      {back}
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="outline" color={customer.kind === "member" ? "blue" : "gray"}>
              {t("customers.kind", { kind: customer.kind })}
            </Badge>
            {customer.no_shows > 0 && (
              <Badge variant="outline" color="red">
                {t("customers.noShowCount", { count: customer.no_shows })}
              </Badge>
            )}
          </Group>
          <FactList
            label={t("customers.page.customer")}
            facts={[
              { label: t("customers.page.email"), value: customer.email },
              { label: t("customers.page.phone"), value: customer.phone },
              { label: t("customers.bookings"), value: String(customer.bookings) },
              { label: t("customers.lastBooking"), value: formatDate(customer.last_booking_date) },
              { label: t("customers.noShows"), value: String(customer.no_shows) },
              { label: t("customers.page.memberSince"), value: formatInstant(customer.member_since, zone) },
              { label: t("customers.page.plan"), value: customer.kind === "member" ? planInWords(customer.plan) : null },
            ]}
          />
          {customer.kind === "member" && (
            <Group>
              <Button component={Link} to={sellPlanHref(customer.id)} variant="light">
                {t("customers.page.sellPlan")}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
      <SuspensionNotices customer={customer} zone={zone} />
      {customer.kind === "member" && (
        <Section title={t("customers.page.clubCredit")}>
          <CustomerCredit memberId={customer.id} zone={zone} />
        </Section>
      )}
      {customer.kind === "member" && (
        <Section title={t("customers.page.levels")}>
          <CustomerLevels memberId={customer.id} />
        </Section>
      )}
      <Section title={t("customers.notes")}>
        <CustomerNotes customer={customer} zone={zone} />
      </Section>
      <Section title={t("customers.orders")}>
        <CustomerOrders customer={customer} />
      </Section>
      <Section title={t("customers.payments")}>
        <CustomerPayments customer={customer} zone={zone} />
      </Section>
      <Section title={t("customers.noShows")}>
        <CustomerNoShows customer={customer} zone={zone} />
      </Section>
    </Stack>
  );
}

/** "Gold, Tue 24 Nov 2026 to Sun 20 Dec 2026": to the plan's last day (ends_on is the first day without it). */
function planInWords(plan: CustomerDetail["plan"]): string {
  if (!plan) return translate("customers.page.noPlan");
  return translate("customers.page.planDates", {
    plan: plan.name,
    start: formatDayOf(plan.starts_on),
    end: formatDayOf(addDays(plan.ends_on, -1)),
  });
}

/** The desk's membership sale with this member chosen. */
const sellPlanHref = (memberId: string) => `${paths.admin.memberships}?${new URLSearchParams({ member: memberId })}`;
