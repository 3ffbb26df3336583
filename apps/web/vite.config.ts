import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import { catalogs } from "./vite-catalogs.ts";
import { precompress } from "./vite-precompress.ts";
import { routePreloads } from "./vite-route-preloads.ts";
import { stylesFirst } from "./vite-styles-first.ts";

const here = fileURLToPath(new URL(".", import.meta.url));
const backend = process.env.VITE_DEV_BACKEND ?? "http://localhost:3000";

/**
 * Vendor chunks: React and the router change rarely and are needed by every route, so they
 * get their own long-cached chunk; Mantine's core runtime gets another. Everything else
 * (components, forms, zod, axios) is split by use, so a route loads only what it renders.
 */
const vendorGroups = [
  { name: "react", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
  { name: "mantine-core", test: /node_modules[\\/]@mantine[\\/](core|hooks)[\\/]esm[\\/](core|index)/, priority: 1 },
];

/**
 * The service worker (sw.js, Workbox): pages always come from the network (the server makes
 * them, and who books what changes by the minute); when one cannot be fetched, the precached
 * offline page answers. The app's fingerprinted files are kept as they are used, so the shell
 * starts from the cache next time. The API is never cached. The manifest is the club's, made by
 * the server from the owner's settings (/manifest.webmanifest); the app registers the worker
 * itself (src/app/service-worker.ts).
 */
function serviceWorker() {
  return VitePWA({
    manifest: false,
    injectRegister: null,
    workbox: {
      globPatterns: ["offline.html", "favicon.svg", "icons/*.png"],
      navigateFallback: null,
      cleanupOutdatedCaches: true,
      clientsClaim: true,
      skipWaiting: true,
      runtimeCaching: [
        {
          urlPattern: ({ request }) => request.mode === "navigate",
          handler: "NetworkOnly",
          options: { precacheFallback: { fallbackURL: "/offline.html" } },
        },
        {
          urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
          handler: "CacheFirst",
          options: { cacheName: "courtside-assets", expiration: { maxEntries: 300 } },
        },
      ],
    },
  });
}

export default defineConfig({
  root: here,
  plugins: [catalogs(), react(), stylesFirst(), routePreloads("src/app/landing-pages.ts"), serviceWorker(), precompress()],
  // recharts (hoisted to the root) would otherwise pick up the root's react-is 17, which does not know
  // React 19 elements; this app's own react-is matches React.
  resolve: { dedupe: ["react-is"] },
  server: {
    port: 5173,
    proxy: {
      "/api": { target: backend, changeOrigin: false },
      "/healthz": { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      "/api": { target: backend, changeOrigin: false },
      "/healthz": { target: backend, changeOrigin: false },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // zod builder calls are pure; the contract package itself declares "sideEffects": false.
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: { groups: vendorGroups },
      },
    },
  },
  test: {
    environment: "jsdom",
    environmentOptions: { jsdom: { url: "http://localhost:5173/" } },
    include: ["src/**/*.test.{ts,tsx}"],
    exclude: ["e2e/**", "node_modules/**", "dist/**"],
    setupFiles: ["src/test/setup.ts"],
    restoreMocks: true,
    css: false,
    // Above the lookups' 5 s (src/test/setup.ts), so a slow lookup fails with its own message.
    testTimeout: 15_000,
  },
});
