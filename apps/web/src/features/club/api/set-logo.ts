import { adminClubLogoPath, type Club, type ClubLogoUpload } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { clubOf, useClubImageMutation } from "./club-image-call.ts";

/** PUT /api/admin/club/logo → the club with its new logo (the old one is replaced). */
export const setLogo = (body: ClubLogoUpload): Promise<Club> => clubOf(api.put(adminClubLogoPath, body));

export const useSetLogo = () => useClubImageMutation(setLogo);
