/**
 * Registers the service worker the build writes (sw.js, vite.config.ts): the offline page and
 * the cached app files. After the page has loaded, so it never competes with it; a browser
 * without service workers, or one that refuses this one, books as before.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  window.addEventListener("load", () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {});
  });
}
