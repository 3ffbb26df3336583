import { adminClubPhotoPath, type Club } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { clubOf, useClubImageMutation } from "./club-image-call.ts";

/** DELETE /api/admin/club/photos/{photo_id} → the club without that photo. */
export const removePhoto = (photoId: string): Promise<Club> => clubOf(api.delete(adminClubPhotoPath(photoId)));

export const useRemovePhoto = () => useClubImageMutation(removePhoto);
