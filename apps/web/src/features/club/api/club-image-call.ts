import { type Club, clubSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { refreshOffice } from "../../admin-office/api/keys.ts";
import { CLUB_QUERY_KEY } from "./get-club.ts";

/** Every logo and photo call answers with the whole club, as the public pages now show it. */
export async function clubOf(request: Promise<{ data: unknown }>): Promise<Club> {
  const { data } = await request;
  return clubSchema.parse(data);
}

/**
 * A logo or photo call as a mutation: on success the answer replaces the cached club, so this
 * tab's header, landing page and the owner's page show it at once; each change is audited, so
 * the office's lists go stale.
 */
export function useClubImageMutation<Variables>(call: (variables: Variables) => Promise<Club>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (saved) => {
      queryClient.setQueryData(CLUB_QUERY_KEY, saved);
      await refreshOffice(queryClient);
    },
  });
}
