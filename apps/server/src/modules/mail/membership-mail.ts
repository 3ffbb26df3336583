import { formatDay } from "@courtside/contract";
import { addDays } from "../../facility-time.ts";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";
import { formatMoney } from "./money.ts";

/** Who a membership mail is about: its reader, the plan and its dates (ends_on exclusive). */
export type MembershipMail = {
  to: string;
  name: string;
  club: MailClub;
  plan: string;
  startsOn: string;
  endsOn: string;
  link: string;
};

/** The last day a membership covers: the day before its (exclusive) end. */
const lastDay = (endsOn: string) => formatDay(addDays(endsOn, -1));

/** Sent when a membership is paid (online or at the desk): the plan, its dates and the invoice. */
export function membershipConfirmationMail(p: MembershipMail & { inv: string; amount: number; currency: string }): MailMessage {
  return composeMail({
    to: p.to,
    subject: `Membership confirmed: ${p.plan} (${p.inv})`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [`Your ${p.plan} membership at ${p.club.name} is paid.`],
      facts: [
        ["Invoice", p.inv],
        ["From", formatDay(p.startsOn)],
        ["Until", lastDay(p.endsOn)],
      ],
      lines: { items: [[`1 × ${p.plan}`, formatMoney(p.amount, p.currency)]], total: formatMoney(p.amount, p.currency) },
      notes: ["Show the membership card on your membership page at the desk."],
      action: { label: "Open your membership", href: p.link },
    },
  });
}

/** Sent once, 7 days before a membership ends, unless the member already bought the next one. */
export function membershipRenewalMail(p: MembershipMail): MailMessage {
  return composeMail({
    to: p.to,
    subject: `Your ${p.plan} membership ends on ${lastDay(p.endsOn)}`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `Your ${p.plan} membership at ${p.club.name} covers you until ${lastDay(p.endsOn)}.`,
        "Renew it to keep its prices and booking rules: a plan bought now starts the day this one ends.",
      ],
      notes: ["If you do not renew, you book as a registered player from then on; your bookings stay."],
      action: { label: "Renew your membership", href: p.link },
    },
  });
}

/** Sent when a membership is cancelled (by the member or by staff): from when, and any refund. */
export function membershipCancelledMail(
  p: Omit<MembershipMail, "startsOn" | "endsOn"> & { refunded: number; currency: string; byStaff: boolean },
): MailMessage {
  const refund =
    p.refunded > 0
      ? `${formatMoney(p.refunded, p.currency)} for the unused days goes back the way you paid.`
      : "No refund is due.";
  return composeMail({
    to: p.to,
    subject: `Membership cancelled: ${p.plan}`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `${p.byStaff ? `${p.club.name} cancelled your` : "You cancelled your"} ${p.plan} membership. From today you book as a registered player; your bookings stay.`,
        refund,
      ],
      action: { label: "Open your membership", href: p.link },
    },
  });
}
