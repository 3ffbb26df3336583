/** Match results: the page a played booking's players enter, confirm or dispute its result on, and the link to it. */
export { MatchResultLink } from "./components/match-result-link.tsx";
