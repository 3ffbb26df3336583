/**
 * A way back a back-office page offers when staff came from elsewhere than its list (e.g.
 * from a refused closure to the order in its way): passed as router state `{ back }`.
 */
export type BackLink = { to: string; label: string };
