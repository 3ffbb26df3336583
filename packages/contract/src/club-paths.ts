/**
 * The club's calls, apart from their schemas (club.ts): the header and the landing page read
 * the public one, and importing it must not bring zod into the landing route's JavaScript.
 */
export const clubPath = "/api/club";
export const adminClubPath = "/api/admin/club";
export const adminClubLogoPath = "/api/admin/club/logo";
export const adminClubPhotosPath = "/api/admin/club/photos";
/** One photo of the owner's: `{photo_id}` in the contract's path, filled here. */
export const adminClubPhotoPath = (photoId: string) => `/api/admin/club/photos/${encodeURIComponent(photoId)}`;
/** An image as stored (full) or its small version for lists and thumbnails (small). */
export const clubImagePath = (imageId: string, size: "full" | "small" = "full") =>
  `/api/club/images/${encodeURIComponent(imageId)}/${size}`;
/** The installable app's icons, drawn from the logo (the manifest names them). */
export const CLUB_ICON_NAMES = ["icon-192", "icon-512", "icon-maskable-512"] as const;
export type ClubIconName = (typeof CLUB_ICON_NAMES)[number];
export const clubIconPath = (logoId: string, name: ClubIconName) => `/api/club/icons/${encodeURIComponent(logoId)}/${name}.png`;
