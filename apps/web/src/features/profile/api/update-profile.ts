import { apiPaths, type Member, memberSchema, type ProfileUpdateRequest } from "@courtside/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { useAuthStore } from "../../../state/auth-store.ts";

/** PUT /api/frontend/profile {name, phone, booking_reminders} → member. */
export async function updateProfile(body: ProfileUpdateRequest): Promise<Member> {
  const { data } = await api.put(apiPaths.profile, body);
  return memberSchema.parse(data);
}

export function useUpdateProfile() {
  const setMember = useAuthStore((s) => s.setMember);
  return useMutation({ mutationFn: updateProfile, onSuccess: (member) => setMember(member) });
}
