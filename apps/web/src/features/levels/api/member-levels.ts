import { levelPaths, type MemberLevels, memberLevelsSchema, type Sport, type StaffLevelRequest } from "@courtside/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const memberLevelsKey = (memberId: string) => ["member-levels", memberId] as const;

/** GET /api/admin/members/{member_id}/levels → the member's level in each of the administrator's sports. */
export async function getMemberLevels(memberId: string): Promise<MemberLevels> {
  return memberLevelsSchema.parse((await api.get(levelPaths.ofMember(memberId))).data);
}

export function useMemberLevels(memberId: string) {
  return useQuery({ queryKey: memberLevelsKey(memberId), queryFn: () => getMemberLevels(memberId) });
}

/** PUT /api/admin/members/{member_id}/levels/{sport} with the reason → the member's levels again. */
export async function setMemberLevel(memberId: string, sport: Sport, body: StaffLevelRequest): Promise<MemberLevels> {
  return memberLevelsSchema.parse((await api.put(levelPaths.memberSport(memberId, sport), body)).data);
}

export function useSetMemberLevel(memberId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ sport, body }: { sport: Sport; body: StaffLevelRequest }) => setMemberLevel(memberId, sport, body),
    onSuccess: (levels) => client.setQueryData(memberLevelsKey(memberId), levels),
  });
}
