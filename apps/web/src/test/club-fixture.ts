import type { Club, ClubPhoto } from "@courtside/contract";
import { vi } from "vitest";

/** An image as GET /api/club lists it. */
export const clubImage = (id: string, width = 1200, height = 800) => ({
  id,
  url: `/api/club/images/${id}/full`,
  small_url: `/api/club/images/${id}/small`,
  width,
  height,
});

export const clubPhoto = (id: string, alt: string, court_id: number | null): ClubPhoto => ({ ...clubImage(id), alt, court_id });

/** The club as GET /api/club answers it, with the fields a test cares about. */
export function clubWith(fields: Partial<Club>): Club {
  return {
    name: "Courtside",
    address: "Calle de Alcalá 1, Madrid",
    phone: "",
    contact_email: "club@example.org",
    opening_hours: "",
    cancellation_policy: "",
    primary_color: "#1971c2",
    legal_name: "",
    tax_id: "",
    legal_address: "",
    match_categories: false,
    logo: null,
    photos: [],
    ...fields,
  };
}

/** The header and the landing page read GET /api/club (and /api/instance) with plain fetch: their JavaScript budget. */
export function answerClub(body: Club) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => new Response(JSON.stringify(url === "/api/club" ? body : {}))),
  );
}
