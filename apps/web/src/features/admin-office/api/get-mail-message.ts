import { adminOfficePaths, type MailMessage, mailMessageSchema } from "@courtside/contract";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { OFFICE_KEY } from "./keys.ts";

/** GET /api/admin/mail/{id} → one message with its text body and attachment names. */
export async function getMailMessage(id: number): Promise<MailMessage> {
  const { data } = await api.get(adminOfficePaths.mailMessage(id));
  return mailMessageSchema.parse(data);
}

export function useMailMessage(id: number | null) {
  return useQuery({
    queryKey: [OFFICE_KEY, "mail-message", id],
    queryFn: () => getMailMessage(id as number),
    enabled: id !== null,
  });
}
