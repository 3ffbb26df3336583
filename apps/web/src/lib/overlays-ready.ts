/**
 * Toasts and dialogs are mounted lazily after the first view. Mantine's dialog manager is
 * event based: a dialog opened before its provider mounts would be lost, so callers wait.
 */
let markMounted: () => void = () => {};
export const overlaysMounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

export function markOverlaysMounted(): void {
  markMounted();
}
