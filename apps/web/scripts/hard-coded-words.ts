import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

/**
 * Finds words a person would read that are written in code rather than in a catalogue: JSX
 * text, and prose in strings and templates outside errors, logs, keys and CSS. A line before
 * the string with "i18n-ignore" and why marks one that stays (a brand's name).
 *
 * `node --import tsx scripts/hard-coded-words.ts src/features/booking` lists them per file.
 */
/** Props that name things for code, never for people. */
const TECHNICAL_PROPS = new Set([
  "className",
  "href",
  "to",
  "id",
  "name",
  "type",
  "autoComplete",
  "inputMode",
  "role",
  "data-testid",
]);

/** Reads as words to a person: a capitalised word ("Tennis", "Sign in", "Court 5.") or any sentence. */
const PROSE = /^\s*[A-Z][a-z]+(\s|[.,!?:;)…]|$)|[a-z]{2,}\s+[a-z]{2,}.*[a-z]/;

/** Styles and CSS values ("color-mix(in srgb, …)", a stylesheet in a template): code, not words. */
const CSS = /^[a-z-]+\(|[{};]/;

/** Where a string is for code or for developers: thrown errors, logs, keys, types, imports, headers. */
function isForCode(node: ts.Node, literal: string, source: ts.SourceFile): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (CSS.test(literal) || literal.trimStart().startsWith("<")) return true;
  if (
    /i18n-ignore/.test(
      source.text.slice(
        source.getLineStarts()[source.getLineAndCharacterOfPosition(node.getStart()).line - 1] ?? 0,
        node.getStart(),
      ),
    )
  )
    return true;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent)) return true;
  if (ts.isPropertyAssignment(parent) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) || ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent) && /=|!/.test(ts.tokenToString(parent.operatorToken.kind) ?? "")) return true;
  if (ts.isJsxAttribute(parent) && TECHNICAL_PROPS.has(parent.name.getText())) return true;
  for (let at: ts.Node | undefined = parent; at; at = at.parent) {
    if (ts.isNewExpression(at) && at.expression.getText() === "Error") return true;
    if (
      ts.isCallExpression(at) &&
      /^(console\.|Error$|matchMedia|querySelector)|\.(set|get|has|append|delete)$/.test(at.expression.getText())
    )
      return true;
  }
  return false;
}

/** The words a file shows people without a catalogue: JSX text, and prose in strings and templates. */
export function hardCodedWords(file: string, text: string): string[] {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /[A-Za-z]{2,}/.test(node.text)) found.push(node.text.trim());
    else if (
      (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
      PROSE.test(node.text) &&
      !isForCode(node, node.text, source)
    )
      found.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      if (parts.some((part) => PROSE.test(part) || /[A-Za-z]{3,}\s/.test(part)) && !isForCode(node, parts.join(""), source))
        found.push(node.getText());
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The app's source files under a folder, less tests and declarations. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "test" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  let total = 0;
  for (const folder of process.argv.slice(2)) {
    for (const file of sourceFiles(path.resolve(folder))) {
      const words = hardCodedWords(file, readFileSync(file, "utf8"));
      total += words.length;
      if (words.length > 0)
        console.log(`${path.relative(process.cwd(), file)}\n${words.map((w) => `  ${JSON.stringify(w)}`).join("\n")}`);
    }
  }
  console.log(`${total} hard-coded`);
}
