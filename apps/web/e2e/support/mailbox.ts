import { existsSync, readFileSync } from "node:fs";
import { expect } from "@playwright/test";

type Mail = { to: string[]; text: string };

/** Waits for a mail to the address and returns the first link in it matching the pattern. */
export async function linkFromMail(to: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const file = process.env.E2E_MAILBOX ?? "";
        const mails: Mail[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
        const mail = mails.findLast((m) => m.to.includes(to));
        link = mail?.text.match(pattern)?.[0];
        return link;
      },
      { timeout: 15_000, message: `a mail to ${to} with a link matching ${pattern}` },
    )
    .toBeTruthy();
  return link ?? "";
}

/** Waits for a mail to the address whose text matches the pattern, and returns that text. */
export async function mailMatching(to: string, pattern: RegExp): Promise<string> {
  let text = "";
  await expect
    .poll(
      () => {
        const file = process.env.E2E_MAILBOX ?? "";
        const mails: Mail[] = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : [];
        text = mails.findLast((m) => m.to.includes(to) && pattern.test(m.text))?.text ?? "";
        return text;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${pattern}` },
    )
    .toBeTruthy();
  return text;
}
