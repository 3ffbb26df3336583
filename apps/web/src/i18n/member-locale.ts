import { useEffect } from "react";
import { useAuthStore } from "../state/auth-store.ts";
import { chooseLocale, currentLocale } from "./i18n.ts";
import type { Locale } from "./locales.ts";

/**
 * A language chosen in the header: kept in this browser and, for a signed-in member, on their
 * account, so their mails follow it and every device they sign in on opens in it. The account
 * keeps its language when saving fails (the app has switched either way; the next choice tries again).
 */
export function chooseLanguage(locale: Locale): void {
  chooseLocale(locale);
  const { user_frontend: member, setMember } = useAuthStore.getState();
  // Loaded on first use: the call's schema (and zod) stay out of every visitor's first page.
  // Always sent: the account may still hold an earlier choice whose answer has not come back.
  if (member) {
    void import("./api/save-locale.ts").then(({ saveLocale }) => saveLocale(locale)).then(setMember, () => undefined);
  }
}

/** Who was signed in when this page last looked (undefined: not yet looked). */
let seen: string | null | undefined;

/**
 * When a member signs in, the app takes the language saved on their account, and keeps it in
 * this browser as if chosen here. A visit that starts signed in keeps this browser's language:
 * the account may be a step behind a choice just made here.
 */
export function useMemberLanguage(): void {
  const member = useAuthStore((s) => s.user_frontend);
  useEffect(() => {
    const id = member?.id ?? null;
    const first = seen === undefined;
    if (id === seen) return;
    seen = id;
    if (!first && member && member.locale !== currentLocale()) chooseLocale(member.locale);
  }, [member]);
}
