/** Open matches (issue 14): the page where players find and join matches, and the form an owner opens a held booking's free places with. */

export { OpenMatchForm } from "./components/open-match-form.tsx";
