/** What other features use of the weekly series: the panel on a series order's page. */
export { SeriesPanel } from "./components/series-panel.tsx";
