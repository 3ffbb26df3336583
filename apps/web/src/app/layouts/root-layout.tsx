import { Container } from "@mantine/core";
import { Outlet, useLocation } from "react-router";
import { Header } from "./header.tsx";
import { useSessionRevalidation } from "./use-session-revalidation.ts";

/** Header, skip link, landmarks and the fading view (keyed on the location). */
export function RootLayout() {
  const location = useLocation();
  useSessionRevalidation();
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1}>
        <Container size="lg" py="lg">
          <div key={location.pathname} className="route-fade">
            <Outlet />
          </div>
        </Container>
      </main>
    </>
  );
}
