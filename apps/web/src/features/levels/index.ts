/** Player levels: the member's level per sport in the profile (self-rated until results move it), and staff's view on a customer's page. */
export { CustomerLevels } from "./components/customer-levels.tsx";
export { LevelField } from "./components/level-field.tsx";
export { MyLevels } from "./components/my-levels.tsx";
