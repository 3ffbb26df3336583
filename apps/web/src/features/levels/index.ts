/** Player levels: the member's level per sport in the profile, self-rated until results move it. */
export { MyLevels } from "./components/my-levels.tsx";
