/**
 * The club's calls, apart from their schemas (club.ts): the header and the landing page read
 * the public one, and importing it must not bring zod into the landing route's JavaScript.
 */
export const clubPath = "/api/club";
export const adminClubPath = "/api/admin/club";
