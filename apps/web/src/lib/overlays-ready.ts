/**
 * Toasts and dialogs are loaded on demand: the landing route needs neither, and their code
 * would otherwise take ~28 KB of its JavaScript budget. The first toast or dialog asks for
 * them; Mantine's notification store keeps the toast until they mount. Its dialog manager is
 * event based, so a dialog waits for the mount (else it would be lost).
 */
let wanted = false;
const listeners = new Set<() => void>();
let markMounted: () => void = () => {};
export const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function requestOverlays(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function overlaysWanted(): boolean {
  return wanted;
}

export function subscribeOverlays(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function markOverlaysMounted(): void {
  markMounted();
}
