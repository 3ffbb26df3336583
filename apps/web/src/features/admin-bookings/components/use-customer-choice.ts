import type { AdminMemberMatch } from "@courtside/contract";
import { useState } from "react";
import type { CustomerMode } from "./customer-fields.tsx";

export const emptyGuest = { name: "", email: "", phone: "" };

type Customer = { guest: typeof emptyGuest } | { member_id: string } | Record<string, never>;

/**
 * Who a desk booking or a series is for, kept in step with the form's `customer` field: a
 * guest's contact, or the member picked in the lookup (kept when staff switch back and forth).
 * `onChange` runs on every change of customer (a series preview priced for another goes stale).
 */
export function useCustomerChoice(setCustomer: (customer: Customer) => void, onChange: () => void = () => {}) {
  const [mode, setMode] = useState<CustomerMode>("guest");
  const [member, setMember] = useState<AdminMemberMatch | null>(null);
  const changeMode = (next: CustomerMode) => {
    setMode(next);
    setCustomer(next === "guest" ? { guest: emptyGuest } : member ? { member_id: member.id } : {});
    onChange();
  };
  const chooseMember = (found: AdminMemberMatch) => {
    setMember(found);
    setCustomer({ member_id: found.id });
    onChange();
  };
  return { mode, member, changeMode, chooseMember };
}
