/** Public API of the players feature: the players panel of an owner's booking, and the bookings a member plays in (profile). */

export { BookingPlayersPanel } from "./components/booking-players-panel.tsx";
export { MyGames } from "./components/my-games.tsx";
