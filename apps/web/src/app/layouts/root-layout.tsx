import { Anchor, Container, Group } from "@mantine/core";
import { Link, Outlet, useLocation } from "react-router";
import { useMemberLanguage } from "../../i18n/member-locale.ts";
import { useT } from "../i18n.ts";
import { paths } from "../paths.ts";
import { ColourSchemeSwitch } from "./colour-scheme-switch.tsx";
import { FooterContact } from "./footer-contact.tsx";
import { Header } from "./header.tsx";
import { useSessionRevalidation } from "./use-session-revalidation.ts";
import "../touch-targets.css";

/** React Router's key for the location a visit starts on. */
const FIRST_LOCATION_KEY = "default";

/**
 * Header, skip link, landmarks (the footer links the accessibility statement) and the view, which fades in on each navigation (keyed on the
 * location). Not on the page a visit starts on: that has nothing to fade from, and an element
 * fading in from transparent counts as painted only once the fade ends.
 */
export function RootLayout() {
  const location = useLocation();
  const t = useT();
  useSessionRevalidation();
  useMemberLanguage();
  return (
    <>
      <a className="skip-link" href="#main">
        {t("app.skipToContent")}
      </a>
      <Header />
      <main id="main" tabIndex={-1} data-area={location.pathname.startsWith("/admin") ? "admin" : "player"}>
        <Container size="lg" py="lg">
          <div key={location.pathname} className={location.key === FIRST_LOCATION_KEY ? undefined : "route-fade"}>
            <Outlet />
          </div>
        </Container>
      </main>
      <footer className="site-footer">
        <Container size="lg" pb="lg">
          <Group gap="lg" justify="space-between">
            <Group gap="lg">
              <Anchor component={Link} to={paths.accessibility} size="sm">
                {t("app.footer.accessibility")}
              </Anchor>
              <FooterContact />
            </Group>
            <ColourSchemeSwitch />
          </Group>
        </Container>
      </footer>
    </>
  );
}
