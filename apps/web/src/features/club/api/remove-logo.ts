import { adminClubLogoPath, type Club } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { clubOf, useClubImageMutation } from "./club-image-call.ts";

/** DELETE /api/admin/club/logo → the club without a logo: its name stands alone. */
export const removeLogo = (): Promise<Club> => clubOf(api.delete(adminClubLogoPath));

export const useRemoveLogo = () => useClubImageMutation(removeLogo);
