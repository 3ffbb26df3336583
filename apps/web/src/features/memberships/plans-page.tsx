import type { AdminPlan } from "@courtside/contract";
import { Button, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { useState } from "react";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { Section } from "../../components/section.tsx";
import { TableScroll } from "../../components/table-scroll.tsx";
import { toastApiError } from "../../lib/form-errors.ts";
import { formatMoney } from "../../lib/format.ts";
import { toast } from "../../lib/toast.ts";
import { PacksPanel } from "../credit/index.ts";
import { useAdminPlans } from "./api/get-admin-plans.ts";
import { useUpdatePlan } from "./api/update-plan.ts";
import { sportLabel } from "./benefit-words.ts";
import { PlanForm } from "./components/plan-form.tsx";
import { useT } from "./i18n.ts";

/** /admin/plans: membership plans with their state; add, edit, retire and put back on sale. */
export function PlansPage() {
  const t = useT();
  const plans = useAdminPlans();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<AdminPlan | "new" | null>(null);

  const toggle = (plan: AdminPlan) =>
    update.mutate(
      { id: plan.id, body: { active: !plan.active } },
      {
        onSuccess: (saved) =>
          toast(
            saved.active
              ? t("memberships.admin.onSaleAgain", { name: saved.name })
              : t("memberships.admin.retiredToast", { name: saved.name }),
            "success",
          ),
        onError: toastApiError,
      },
    );

  return (
    <Stack>
      <PageTitle title={t("memberships.plans")} description={t("memberships.admin.description")} />
      <Group>
        <Button onClick={() => setEditing("new")}>{t("memberships.addPlan")}</Button>
      </Group>
      <QueryState what={t("memberships.thePlans")} pending={plans.isPending} error={plans.error} />
      {plans.data?.data.length === 0 && <Text>{t("memberships.admin.noPlans")}</Text>}
      {plans.data && plans.data.data.length > 0 && (
        <TableScroll label={t("memberships.admin.membershipPlans")} minWidth={720}>
          <Table>
            <Table.Caption>{t("memberships.admin.membershipPlans")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("memberships.admin.plan")}</Table.Th>
                <Table.Th>{t("memberships.admin.price")}</Table.Th>
                <Table.Th>{t("memberships.admin.sports")}</Table.Th>
                <Table.Th>{t("memberships.admin.state")}</Table.Th>
                <Table.Th>{t("memberships.admin.membersNow")}</Table.Th>
                <Table.Th>{t("memberships.admin.actions")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.name}</Table.Td>
                  <Table.Td>
                    {t("memberships.pricePerPeriod", { price: formatMoney(plan.price, plan.currency), period: plan.period })}
                  </Table.Td>
                  <Table.Td>{plan.benefits.map((b) => sportLabel(b.sport)).join(", ") || t("memberships.admin.none")}</Table.Td>
                  <Table.Td>{plan.active ? t("memberships.onSale") : t("memberships.retired")}</Table.Td>
                  <Table.Td>{plan.active_memberships}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setEditing(plan)}
                        aria-label={t("memberships.admin.editPlanNamed", { plan: plan.name })}
                      >
                        {t("memberships.admin.edit")}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => toggle(plan)}
                        aria-label={
                          plan.active
                            ? t("memberships.admin.retireNamed", { plan: plan.name })
                            : t("memberships.admin.putBackOnSaleNamed", { plan: plan.name })
                        }
                      >
                        {plan.active ? t("memberships.admin.retire") : t("memberships.admin.putBackOnSale")}
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === "new" ? t("memberships.addPlan") : t("memberships.admin.editPlan")}
        size="lg"
        closeButtonProps={{ "aria-label": t("memberships.admin.close") }}
        // The dialog's header is not a page banner (one banner landmark per page).
        attributes={{ header: { role: "presentation" } }}
      >
        {editing !== null && <PlanForm plan={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Section title={t("memberships.admin.topUpPacks")}>
        <PacksPanel />
      </Section>
    </Stack>
  );
}
