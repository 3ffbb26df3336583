#!/usr/bin/env node
// Fails when a package the lockfile installs asks for a Node.js the project does not promise to
// need: npm ci only warns (EBADENGINE) and the package may then break at run time on the Node
// named in the README. Checked against the oldest Node that the root package.json's
// engines.node allows and against the Node running this script.
// Usage: node scripts/check-engines.mjs [path/to/package-lock.json]
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const lockPath = path.resolve(process.argv[2] ?? path.join(root, "package-lock.json"));
const promised = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines?.node;
if (!promised) throw new Error("package.json names no engines.node to check against");

const nodes = [
  { label: `the oldest Node that package.json allows (${promised})`, version: semver.minVersion(promised).version },
  { label: "this Node", version: process.version },
];

const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const mismatches = [];
for (const [where, entry] of Object.entries(lock.packages ?? {})) {
  const wanted = entry.engines?.node;
  if (where === "" || entry.link || typeof wanted !== "string") continue;
  for (const node of nodes) {
    if (!semver.satisfies(node.version, wanted, { includePrerelease: true })) {
      mismatches.push(`${where}@${entry.version} wants node ${wanted}, not ${node.version} (${node.label})`);
    }
  }
}

if (mismatches.length > 0) {
  console.error(`Engine mismatches in ${path.relative(root, lockPath) || lockPath}:\n  ${mismatches.join("\n  ")}`);
  console.error("Pin a release that supports this Node (an npm override in the root package.json, or an older parent).");
  process.exit(1);
}
console.log(`engines: every package in the lockfile runs on node ${nodes.map((n) => n.version).join(" and ")}`);
