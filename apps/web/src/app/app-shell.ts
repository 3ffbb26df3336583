import { FONT_FAMILY } from "./font.ts";

/** What a landing page shows before its JavaScript has run: the club's name and the page's h1. */
export type AppShell = {
  clubName: string;
  navLabel: string;
  title: string;
  description: string;
  links: { href: string; label: string }[];
};

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The shell's own styles, inline: the page's stylesheet comes after the shell in the HTML, so
 * the first paint waits for neither it nor the scripts. Plain values, not Mantine's variables
 * (they come with that stylesheet), chosen to put the header and the title where the rendered
 * page puts them (Mantine's h1, spacing, 44 px header links, theme font; e2e/page-budget.spec.ts
 * checks the h1 lands in the same place). React replaces it with the shell.
 */
const SHELL_CSS = `
body{margin:0}
.app-shell{min-height:100vh;font-family:${FONT_FAMILY};color:#000;background:#fff;line-height:1.55;-webkit-font-smoothing:antialiased}
.app-shell a{color:inherit;text-decoration:none;display:inline-flex;align-items:center;min-height:2.75rem}
.app-shell-header{border-bottom:1px solid #ced4da}
.app-shell-bar,.app-shell-main{max-width:71.25rem;margin-inline:auto;padding-inline:1rem}
.app-shell-bar{display:flex;flex-wrap:wrap;justify-content:space-between;align-items:center;gap:.625rem;padding-block:.625rem}
.app-shell-brand{font-weight:800;font-size:1.25rem}
.app-shell-logo{display:block;flex:none;height:2rem;width:auto;max-width:10rem;object-fit:contain;margin-right:.5rem}
@media (max-width:47.99em){.app-shell-logo{height:1.75rem;max-width:2.5rem;margin-right:.375rem}}
.app-shell-nav-box{margin-left:auto}
.app-shell-lang{display:block;width:6.5rem;height:44px}
@media (max-width:47.99em){.app-shell-lang{order:1;margin-left:auto}.app-shell-nav-box{order:2;flex-basis:100%;margin-left:0}}
.app-shell-nav{display:flex;flex-wrap:wrap;gap:4px;list-style:none;margin:0;padding:0}
.app-shell-nav a{padding:0 .75rem;font-weight:500}
.app-shell-main{padding-block:1.25rem}
.app-shell-title{margin:0;font-size:2.125rem;line-height:1.3;font-weight:700}
.app-shell-description{margin:4px 0 0;color:#495057}
@media (prefers-color-scheme:dark){.app-shell{background:#242424;color:#c9c9c9}.app-shell-header{border-color:#424242}.app-shell-description{color:#b8b8b8}}
`
  .trim()
  .replaceAll("\n", "");

/**
 * The static markup the server puts inside `#root` of a landing page's HTML. The first paint
 * then needs only the HTML, not the stylesheet or the scripts (on a slow phone those take
 * seconds); React replaces it when it first renders, so nothing of it stays.
 */
export function appShellMarkup(shell: AppShell): string {
  return [
    `<style>${SHELL_CSS}</style>`,
    '<div class="app-shell" aria-busy="true">',
    '<header class="app-shell-header"><div class="app-shell-bar">',
    `<a class="app-shell-brand" href="/">${escapeHtml(shell.clubName)}</a>`,
    `<nav class="app-shell-nav-box" aria-label="${escapeHtml(shell.navLabel)}"><ul class="app-shell-nav">`,
    ...shell.links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`),
    "</ul></nav>",
    // Where the language choice will be: the shell cannot change language without a script.
    '<span class="app-shell-lang"></span>',
    "</div></header>",
    '<main class="app-shell-main">',
    `<h1 class="app-shell-title">${escapeHtml(shell.title)}</h1>`,
    `<p class="app-shell-description">${escapeHtml(shell.description)}</p>`,
    "</main>",
    "</div>",
  ].join("");
}
