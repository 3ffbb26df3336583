import { type AcceptedInvitation, acceptedInvitationSchema, playerPaths } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myGamesKey } from "./my-games.ts";

/** POST /api/players/accept with the invitation's key → the booking joined (its sport and order). */
export async function acceptInvitation(key: string): Promise<AcceptedInvitation> {
  return acceptedInvitationSchema.parse((await api.post(playerPaths.accept, { key })).data);
}

export function useAcceptInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptInvitation,
    onSuccess: ({ sport }) => client.invalidateQueries({ queryKey: myGamesKey(sport) }),
  });
}
