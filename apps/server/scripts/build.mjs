/**
 * Builds the server to plain JavaScript (dist/main.js): one ES module holding our code and the
 * contract package, every npm dependency left to node_modules. Running it skips tsx's
 * compile-on-load at start-up; `npm start` and the bench run it, tests and `npm run dev` use tsx.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = fileURLToPath(new URL("..", import.meta.url));
const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
// Workspace packages ship TypeScript source, so they are bundled; so is date-fns, whose few
// functions we use would otherwise load its whole index (hundreds of files) at start-up.
const bundled = (name) => name.startsWith("@courtside/") || name === "date-fns" || name === "@date-fns/tz";
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((name) => !bundled(name));

await build({
  absWorkingDir: root,
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  external,
  sourcemap: "linked",
  logLevel: "warning",
});
