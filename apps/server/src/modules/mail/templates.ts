import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";

export function passwordResetMail(p: { to: string; name: string; link: string; club: MailClub }): MailMessage {
  return composeMail({
    to: p.to,
    subject: `Reset your ${p.club.name} password`,
    club: p.club,
    content: {
      greeting: `Hello ${p.name},`,
      intro: [
        `Someone asked to reset the password of your ${p.club.name} account. Open this link within 60 minutes to choose a new password.`,
      ],
      action: { label: "Choose a new password", href: p.link },
      outro: ["If it was not you, ignore this mail; your password stays as it is."],
    },
  });
}
