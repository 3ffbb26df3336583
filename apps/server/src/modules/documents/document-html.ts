import { Eta } from "eta/core";
import type { DocumentContent } from "./document-content.ts";

// A plain, printable page: semantic headings and a table with header cells, so a screen reader
// reads it as well as a printer does. Every interpolation is escaped (autoEscape; no raw
// output in the template): names, companies and addresses are typed by customers.
const eta = new Eta({ autoEscape: true, autoTrim: false, cache: true });
eta.loadTemplate(
  "@document",
  `<!doctype html>
<html lang="<%= it.lang %>"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.title %> <%= it.code %> · <%= it.clubName %></title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#212529;max-width:48rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
h1{font-size:1.5rem;margin:0 0 .25rem}h2{font-size:1rem;margin:0 0 .25rem}
.parties{display:flex;flex-wrap:wrap;gap:2rem;margin:1.5rem 0}.parties section{flex:1 1 14rem}
p{margin:0}table{width:100%;border-collapse:collapse;margin:1rem 0}
th,td{padding:.4rem .5rem;border-bottom:1px solid #adb5bd;text-align:left;vertical-align:top}
.num{text-align:right;white-space:nowrap}tfoot th{font-weight:600}.total th,.total td{font-weight:700;border-bottom:2px solid #212529}
.note{color:#495057;font-size:.875rem}
@media print{body{margin:0}}
</style></head>
<body><main>
<header><% if (it.logo) { %><img src="<%= it.logo %>" alt="<%= it.clubName %>" style="display:block;max-height:48px;width:auto;margin:0 0 1rem"><% } %>
<h1><%= it.title %> <%= it.code %></h1>
<p><%= it.issued %></p>
<% if (it.corrects) { %><p><%= it.corrects %></p><% } %>
</header>
<div class="parties">
<section aria-labelledby="issuer"><h2 id="issuer"><%= it.issuedBy %></h2>
<% it.issuer.forEach((line) => { %><p><%= line %></p>
<% }) %></section>
<section aria-labelledby="customer"><h2 id="customer"><%= it.customerHeading %></h2>
<% it.customer.forEach((line) => { %><p><%= line %></p>
<% }) %></section>
</div>
<table>
<caption class="note"><%= it.caption %></caption>
<thead><tr><th scope="col"><%= it.columns[0] %></th><th scope="col" class="num"><%= it.columns[1] %></th><th scope="col" class="num"><%= it.columns[2] %></th><th scope="col" class="num"><%= it.columns[3] %></th></tr></thead>
<tbody>
<% it.lines.forEach((l) => { %><tr><td><%= l.description %></td><td class="num"><%= l.qty %></td><td class="num"><%= l.unitPrice %></td><td class="num"><%= l.amount %></td></tr>
<% }) %></tbody>
<tfoot>
<% it.totals.forEach(([label, value], i) => { %><tr<% if (i === it.totals.length - 1) { %> class="total"<% } %>><th scope="row" colspan="3"><%= label %></th><td class="num"><%= value %></td></tr>
<% }) %></tfoot>
</table>
<p class="note"><%= it.note %></p>
</main></body></html>
`,
);

/** `logo`: the club's logo's address, shown above the title (its alt names the club). */
export function documentHtml(content: DocumentContent, logo?: string): string {
  return eta.render("@document", { ...content, logo });
}
