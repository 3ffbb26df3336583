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

/** /admin/plans: membership plans with their state; add, edit, retire and put back on sale. */
export function PlansPage() {
  const plans = useAdminPlans();
  const update = useUpdatePlan();
  const [editing, setEditing] = useState<AdminPlan | "new" | null>(null);

  const toggle = (plan: AdminPlan) =>
    update.mutate(
      { id: plan.id, body: { active: !plan.active } },
      {
        onSuccess: (saved) => toast(`${saved.name} ${saved.active ? "is on sale again" : "retired"}.`, "success"),
        onError: toastApiError,
      },
    );

  return (
    <Stack>
      <PageTitle title="Plans" description="Membership plans, their price per period and their benefits per sport." />
      <Group>
        <Button onClick={() => setEditing("new")}>Add plan</Button>
      </Group>
      <QueryState what="the plans" pending={plans.isPending} error={plans.error} />
      {plans.data?.data.length === 0 && <Text>No plans yet: every member books as a registered player.</Text>}
      {plans.data && plans.data.data.length > 0 && (
        <TableScroll label="Membership plans" minWidth={720}>
          <Table>
            <Table.Caption>Membership plans</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Plan</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th>Sports</Table.Th>
                <Table.Th>State</Table.Th>
                <Table.Th>Members now</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {plans.data.data.map((plan) => (
                <Table.Tr key={plan.id}>
                  <Table.Td>{plan.name}</Table.Td>
                  <Table.Td>
                    {formatMoney(plan.price, plan.currency)} per {plan.period}
                  </Table.Td>
                  <Table.Td>{plan.benefits.map((b) => sportLabel(b.sport)).join(", ") || "None"}</Table.Td>
                  <Table.Td>{plan.active ? "On sale" : "Retired"}</Table.Td>
                  <Table.Td>{plan.active_memberships}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setEditing(plan)} aria-label={`Edit ${plan.name}`}>
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => toggle(plan)}
                        aria-label={`${plan.active ? "Retire" : "Put back on sale"} ${plan.name}`}
                      >
                        {plan.active ? "Retire" : "Put back on sale"}
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
        title={editing === "new" ? "Add plan" : "Edit plan"}
        size="lg"
        closeButtonProps={{ "aria-label": "Close" }}
        // The dialog's header is not a page banner (one banner landmark per page).
        attributes={{ header: { role: "presentation" } }}
      >
        {editing !== null && <PlanForm plan={editing === "new" ? null : editing} onDone={() => setEditing(null)} />}
      </Modal>
      <Section title="Top-up packs">
        <PacksPanel />
      </Section>
    </Stack>
  );
}
