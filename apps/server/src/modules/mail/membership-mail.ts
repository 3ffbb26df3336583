import { formatDay, type Locale } from "@courtside/contract";
import { addDays } from "../../facility-time.ts";
import { mailWords } from "./i18n.ts";
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
const lastDay = (endsOn: string, locale: Locale) => formatDay(addDays(endsOn, -1), locale);

/** Sent when a membership is paid (online or at the desk): the plan, its dates and the invoice. */
export function membershipConfirmationMail(p: MembershipMail & { inv: string; amount: number; currency: string }): MailMessage {
  const { locale } = p.club;
  const t = mailWords(locale);
  const amount = formatMoney(p.amount, p.currency, locale);
  return composeMail({
    to: p.to,
    subject: t("mail.membership.confirmed.subject", { plan: p.plan, inv: p.inv }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [t("mail.membership.confirmed.intro", { plan: p.plan, club: p.club.name })],
      facts: [
        [t("mail.facts.invoice"), p.inv],
        [t("mail.facts.from"), formatDay(p.startsOn, locale)],
        [t("mail.facts.until"), lastDay(p.endsOn, locale)],
      ],
      lines: { items: [[`1 × ${p.plan}`, amount]], total: amount },
      notes: [t("mail.membership.confirmed.card")],
      action: { label: t("mail.membership.open"), href: p.link },
    },
  });
}

/** Sent once, 7 days before a membership ends, unless the member already bought the next one. */
export function membershipRenewalMail(p: MembershipMail): MailMessage {
  const { locale } = p.club;
  const t = mailWords(locale);
  const last = lastDay(p.endsOn, locale);
  return composeMail({
    to: p.to,
    subject: t("mail.membership.renewal.subject", { plan: p.plan, lastDay: last }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [
        t("mail.membership.renewal.intro", { plan: p.plan, club: p.club.name, lastDay: last }),
        t("mail.membership.renewal.why"),
      ],
      notes: [t("mail.membership.renewal.note")],
      action: { label: t("mail.membership.renewal.action"), href: p.link },
    },
  });
}

/** Sent when a membership is cancelled (by the member or by staff): from when, and any refund. */
export function membershipCancelledMail(
  p: Omit<MembershipMail, "startsOn" | "endsOn"> & { refunded: number; currency: string; byStaff: boolean },
): MailMessage {
  const { locale } = p.club;
  const t = mailWords(locale);
  const refund =
    p.refunded > 0
      ? t("mail.membership.cancelled.refund", { amount: formatMoney(p.refunded, p.currency, locale) })
      : t("mail.membership.cancelled.noRefund");
  return composeMail({
    to: p.to,
    subject: t("mail.membership.cancelled.subject", { plan: p.plan }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [
        t("mail.membership.cancelled.intro", { byStaff: p.byStaff ? "yes" : "no", club: p.club.name, plan: p.plan }),
        refund,
      ],
      action: { label: t("mail.membership.open"), href: p.link },
    },
  });
}
