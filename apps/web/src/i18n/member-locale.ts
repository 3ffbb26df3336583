import { useEffect } from "react";
import { useAuthStore } from "../state/auth-store.ts";
import { activateLocale, chooseLocale, currentLocale } from "./i18n.ts";
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
  if (member && member.locale !== locale) {
    void import("./api/save-locale.ts").then(({ saveLocale }) => saveLocale(locale)).then(setMember, () => undefined);
  }
}

/** The member whose account language the app has taken (a page renders afresh when the language changes). */
let takenFor: string | null = null;

/** When a member signs in (or a visit starts signed in), the app takes the language saved on their account, once. */
export function useMemberLanguage(): void {
  const member = useAuthStore((s) => s.user_frontend);
  useEffect(() => {
    if (!member || member.id === takenFor) return;
    takenFor = member.id;
    if (member.locale !== currentLocale()) activateLocale(member.locale);
  }, [member]);
}
