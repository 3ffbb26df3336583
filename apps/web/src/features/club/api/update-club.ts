import { adminClubPath, type Club, type ClubUpdate, clubSchema } from "@courtside/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { refreshOffice } from "../../admin-office/api/keys.ts";
import { CLUB_QUERY_KEY } from "./get-club.ts";

/** PUT /api/admin/club → the club as the public pages now show it. */
export async function updateClub(body: ClubUpdate): Promise<Club> {
  const { data } = await api.put(adminClubPath, body);
  return clubSchema.parse(data);
}

/** On success the header, footer and landing page of this tab show the saved information at once. */
export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: async (saved) => {
      queryClient.setQueryData(CLUB_QUERY_KEY, saved);
      await Promise.all([refreshOffice(queryClient), queryClient.invalidateQueries({ queryKey: ["instance"] })]);
    },
  });
}
