import type { MailMessage } from "./mailer.ts";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

export function passwordResetMail(p: { to: string; name: string; link: string; clubName: string }): MailMessage {
  const text = [
    `Hello ${p.name},`,
    "",
    `Someone asked to reset the password of your ${p.clubName} account.`,
    "Open this link within 60 minutes to choose a new password:",
    p.link,
    "",
    "If it was not you, ignore this mail; your password stays as it is.",
  ].join("\n");
  const html = `<p>Hello ${escapeHtml(p.name)},</p><p>Someone asked to reset the password of your ${escapeHtml(p.clubName)} account. Open this link within 60 minutes to choose a new password:</p><p><a href="${escapeHtml(p.link)}">Reset my password</a></p><p>If it was not you, ignore this mail; your password stays as it is.</p>`;
  return { to: p.to, subject: `Reset your ${p.clubName} password`, text, html };
}
