import { adminOfficePaths, type MailPage, type MailStatus, mailPageSchema } from "@courtside/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

export type MailFilter = { status?: MailStatus; page: number };

/** GET /api/admin/mail?status=&page= → the outbox, newest first. */
export async function getMail(filter: MailFilter): Promise<MailPage> {
  const { data } = await api.get(adminOfficePaths.mail, { params: { ...filter, per_page: 20 } });
  return mailPageSchema.parse(data);
}

export function useMail(filter: MailFilter) {
  return useQuery({
    queryKey: [OFFICE_KEY, "mail", filter],
    queryFn: () => getMail(filter),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
