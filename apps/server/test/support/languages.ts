import { LOCALES, type Locale } from "@courtside/contract";
import { expect } from "vitest";

type Answered = {
  statusCode: number;
  body: string;
  data: { code?: unknown; params?: unknown; message?: unknown; errors?: unknown };
};

/**
 * The same request asked in English, Spanish and French (`Accept-Language`): the answers by
 * language, whose status, code and params must agree (only the words change).
 */
export async function inEachLanguage<A extends Answered>(
  ask: (locale: Locale, headers: Record<string, string>) => Promise<A>,
): Promise<Record<Locale, A>> {
  const answers = {} as Record<Locale, A>;
  for (const locale of LOCALES) answers[locale] = await ask(locale, { "accept-language": locale });
  for (const locale of LOCALES) {
    const { statusCode, body, data } = answers[locale];
    expect(statusCode, `${locale}: ${body}`).toBe(answers.en.statusCode);
    expect(data.code, locale).toBe(answers.en.data.code);
    expect(data.params, locale).toEqual(answers.en.data.params);
  }
  return answers;
}

/** Each language's message, and the field's message (the same sentence) when the refusal names one. */
export function expectWorded(answers: Record<Locale, Answered>, field: string | null, words: Record<Locale, string>) {
  for (const locale of LOCALES) {
    const { data } = answers[locale];
    expect(data.message, locale).toBe(words[locale]);
    if (field) expect(data.errors, locale).toEqual({ [field]: [words[locale]] });
    else expect(data.errors, locale).toBeUndefined();
  }
}
