import type { Plugin } from "vite";

const STYLESHEET = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Puts index.html's stylesheets before its scripts and module preloads. The stylesheet is what
 * the first paint waits for (the landing pages paint their static shell with it, app-shell.ts),
 * so the browser should ask for it first rather than behind a row of scripts on a slow line.
 */
export function stylesFirst(): Plugin {
  return {
    name: "courtside-styles-first",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        const sheets = html.match(STYLESHEET) ?? [];
        if (sheets.length === 0) return html;
        const rest = html.replace(STYLESHEET, "");
        const firstScript = rest.search(/\s*<(script|link rel="modulepreload")/);
        if (firstScript < 0) return html;
        return rest.slice(0, firstScript) + sheets.join("") + rest.slice(firstScript);
      },
    },
  };
}
