import { type ReminderOptOutRequest, reminderOptOutRequestSchema } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** POST /api/reminders/opt-out {email, key} → 204: no more booking reminders to the address. */
export async function optOutOfReminders(body: ReminderOptOutRequest): Promise<void> {
  await api.post("/api/reminders/opt-out", reminderOptOutRequestSchema.parse(body));
}

export function useOptOutOfReminders() {
  return useMutation({ mutationFn: optOutOfReminders });
}
