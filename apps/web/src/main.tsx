import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router";
import { AppProvider } from "./app/provider.tsx";
import { createAppRouter } from "./app/router.tsx";
import { registerServiceWorker } from "./app/service-worker.ts";
import { activateLocale, initialLocale } from "./i18n/i18n.ts";

activateLocale(initialLocale());

const router = createAppRouter();
const root = document.getElementById("root");
if (!root) throw new Error("Missing #root element");

// A transition renders in slices that yield to the browser, rather than one long task that
// blocks input while the first page is built.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
});

registerServiceWorker();
