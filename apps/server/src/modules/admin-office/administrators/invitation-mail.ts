import { INVITATION_HOURS } from "@courtside/contract";
import type { AppDeps } from "../../../deps.ts";
import { mailWords } from "../../mail/i18n.ts";
import { composeMail, type MailClub, mailClub } from "../../mail/layout.ts";
import type { MailMessage } from "../../mail/mailer.ts";
import { invitationWords } from "./i18n.ts";

/** The link the invitee follows; built from APP_URL, never from a request's Host header. */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/admin/invite/${token}`;
}

export function invitationMail(p: { to: string; name: string; invitedBy: string; link: string; club: MailClub }): MailMessage {
  const t = invitationWords(p.club.locale);
  return composeMail({
    to: p.to,
    subject: t("administrators.invitation.subject", { club: p.club.name }),
    club: p.club,
    content: {
      greeting: mailWords(p.club.locale)("mail.greeting", { name: p.name }),
      intro: [
        t("administrators.invitation.intro", { invitedBy: p.invitedBy, club: p.club.name }),
        t("administrators.invitation.link", { hours: String(INVITATION_HOURS) }),
      ],
      action: { label: t("administrators.invitation.action"), href: p.link },
      outro: [t("administrators.invitation.outro")],
    },
  });
}

export async function sendInvitation(deps: AppDeps, to: { name: string; email: string }, token: string, invitedBy: string) {
  const link = invitationLink(deps.config.appUrl, token);
  return deps.mailer.send(invitationMail({ to: to.email, name: to.name, invitedBy, link, club: await mailClub(deps, to.email) }));
}
