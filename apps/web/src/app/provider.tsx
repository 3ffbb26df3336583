import "@mantine/core/styles.css";
import "./app.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { Fragment, lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { useLocale } from "../i18n/translator.ts";
import { overlaysWanted, subscribeOverlays } from "../lib/overlays-ready.ts";
import { queryClient } from "../lib/query-client.ts";
import { refetchViewerQueriesOnSignIn } from "../state/viewer-queries.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const Overlays = lazy(() => import("./overlays.tsx"));

refetchViewerQueriesOnSignIn(queryClient);

export function AppProvider({ children }: { children: ReactNode }) {
  const withOverlays = useSyncExternalStore(subscribeOverlays, overlaysWanted);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      cssVariablesResolver={cssVariablesResolver}
      // The theme's variables (a <style> in the app) must win over the stylesheet's defaults,
      // which a landing page loads after the app's root (landing-html.ts on the server): a
      // selector one step more specific than the stylesheet's :root, whatever the order.
      cssVariablesSelector=":root:root"
    >
      <QueryClientProvider client={queryClient}>
        <InLocale>
          {children}
          {withOverlays && (
            <Suspense fallback={null}>
              <Overlays />
            </Suspense>
          )}
        </InLocale>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Everything below renders afresh when the language changes: words, dates and money are read
 * where they render, many outside a hook that would notice. Choosing a language is rare; a form
 * half filled in starts again.
 */
function InLocale({ children }: { children: ReactNode }) {
  return <Fragment key={useLocale()}>{children}</Fragment>;
}
