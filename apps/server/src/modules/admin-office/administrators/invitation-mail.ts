import { INVITATION_HOURS } from "@courtside/contract";
import type { AppDeps } from "../../../deps.ts";
import { composeMail, type MailClub, mailClub } from "../../mail/layout.ts";
import type { MailMessage } from "../../mail/mailer.ts";

/** The link the invitee follows; built from APP_URL, never from a request's Host header. */
export function invitationLink(appUrl: string, token: string): string {
  return `${appUrl}/admin/invite/${token}`;
}

export function invitationMail(p: { to: string; name: string; invitedBy: string; link: string; club: MailClub }): MailMessage {
  return composeMail({
    to: p.to,
    subject: `Your ${p.club.name} back-office invitation`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `${p.invitedBy} invited you to run ${p.club.name} as an administrator.`,
        `Open this link within ${INVITATION_HOURS} hours to choose your password and sign in to the back office.`,
      ],
      action: { label: "Accept the invitation", href: p.link },
      outro: ["The link works once. If you did not expect this mail, ignore it."],
    },
  });
}

export async function sendInvitation(deps: AppDeps, to: { name: string; email: string }, token: string, invitedBy: string) {
  const link = invitationLink(deps.config.appUrl, token);
  return deps.mailer.send(invitationMail({ to: to.email, name: to.name, invitedBy, link, club: await mailClub(deps) }));
}
