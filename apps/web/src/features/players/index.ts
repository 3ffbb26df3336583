/** Public API of the players feature: the players panel of an owner's booking, and the bookings a member plays in (profile). */

export { useBookingPlayers } from "./api/booking-players.ts";
export { BookingPlayersPanel } from "./components/booking-players-panel.tsx";
export { MyGames } from "./components/my-games.tsx";
