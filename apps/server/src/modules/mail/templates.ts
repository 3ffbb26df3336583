import { mailWords } from "./i18n.ts";
import { composeMail, type MailClub } from "./layout.ts";
import type { MailMessage } from "./mailer.ts";

export function passwordResetMail(p: { to: string; name: string; link: string; club: MailClub }): MailMessage {
  const t = mailWords(p.club.locale);
  return composeMail({
    to: p.to,
    subject: t("mail.passwordReset.subject", { club: p.club.name }),
    club: p.club,
    content: {
      greeting: t("mail.greeting", { name: p.name }),
      intro: [t("mail.passwordReset.intro", { club: p.club.name })],
      action: { label: t("mail.passwordReset.action"), href: p.link },
      outro: [t("mail.passwordReset.outro")],
    },
  });
}
