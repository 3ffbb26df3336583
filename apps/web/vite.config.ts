import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";
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

export default defineConfig({
  root: here,
  plugins: [react(), stylesFirst(), routePreloads("src/app/landing-pages.ts"), precompress()],
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
