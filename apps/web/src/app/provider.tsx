import "@mantine/core/styles.css";
import "./app.css";
import { MantineProvider } from "@mantine/core";
import { QueryClientProvider } from "@tanstack/react-query";
import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import { overlaysWanted, subscribeOverlays } from "../lib/overlays-ready.ts";
import { queryClient } from "../lib/query-client.ts";
import { cssVariablesResolver, theme } from "./theme.ts";

const Overlays = lazy(() => import("./overlays.tsx"));

export function AppProvider({ children }: { children: ReactNode }) {
  const withOverlays = useSyncExternalStore(subscribeOverlays, overlaysWanted);
  return (
    <MantineProvider theme={theme} defaultColorScheme="auto" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        {children}
        {withOverlays && (
          <Suspense fallback={null}>
            <Overlays />
          </Suspense>
        )}
      </QueryClientProvider>
    </MantineProvider>
  );
}
