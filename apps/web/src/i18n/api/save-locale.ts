import { apiPaths, type Locale, type Member, memberSchema } from "@courtside/contract";
import { api } from "../../lib/api-client.ts";

/** PUT /api/frontend/locale {locale} → the member, whose mails now come in that language. */
export async function saveLocale(locale: Locale): Promise<Member> {
  const { data } = await api.put(apiPaths.memberLocale, { locale });
  return memberSchema.parse(data);
}
