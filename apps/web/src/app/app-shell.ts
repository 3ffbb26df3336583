/** What a landing page shows before its JavaScript has run: the club's name and the page's h1. */
export type AppShell = { clubName: string; title: string; description: string; links: { href: string; label: string }[] };

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/**
 * The static markup the server puts inside `#root` of a landing page's HTML. The first paint
 * then needs only the HTML and the stylesheet, not the scripts (on a slow phone those take
 * seconds); React replaces it when it first renders. The classes (app.css) give the header and
 * the title the place and size the rendered page gives them, so nothing jumps.
 */
export function appShellMarkup(shell: AppShell): string {
  return [
    '<div class="app-shell" aria-busy="true">',
    '<header class="site-header"><div class="app-shell-bar">',
    `<a class="app-shell-brand" href="/">${escapeHtml(shell.clubName)}</a>`,
    '<nav aria-label="Main"><ul class="app-shell-nav">',
    ...shell.links.map((l) => `<li><a class="nav-link" href="${escapeHtml(l.href)}">${escapeHtml(l.label)}</a></li>`),
    "</ul></nav>",
    "</div></header>",
    '<main class="app-shell-main">',
    `<h1 class="app-shell-title">${escapeHtml(shell.title)}</h1>`,
    `<p class="app-shell-description">${escapeHtml(shell.description)}</p>`,
    "</main>",
    "</div>",
  ].join("");
}
