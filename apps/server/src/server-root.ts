import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * apps/server. This file runs from src/ (tsx) or bundled into dist/main.js (npm start):
 * both sit one level below it, so paths to files shipped beside the code (migrations, the
 * built web app) are made from here, never from the file that uses them.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
