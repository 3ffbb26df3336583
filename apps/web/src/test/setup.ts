import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import { activateLocale } from "../i18n/i18n.ts";
import { clearCookies } from "./cookies.ts";

activateLocale("en");

// Routes load lazily: on a busy two-core machine the first import of a page module can take
// over the library's 1 s default, and a test then fails for the machine's load, not the app.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  clearCookies();
});

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!("ResizeObserver" in window)) {
  (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
