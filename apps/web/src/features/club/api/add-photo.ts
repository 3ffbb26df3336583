import { adminClubPhotosPath, type Club, type ClubPhotoUpload } from "@courtside/contract";
import { api } from "../../../lib/api-client.ts";
import { clubOf, useClubImageMutation } from "./club-image-call.ts";

/** POST /api/admin/club/photos → the club with the photo added (of the club, or of one court). */
export const addPhoto = (body: ClubPhotoUpload): Promise<Club> => clubOf(api.post(adminClubPhotosPath, body));

export const useAddPhoto = () => useClubImageMutation(addPhoto);
