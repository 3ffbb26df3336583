import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/**
 * Answers of 1 KiB and more go out brotli- or gzip-compressed when the client accepts it,
 * at a fast setting (they are made per request). The web app's files are compressed once at
 * build time instead (apps/web/vite-precompress.ts) and sent as they are; Server-Sent Events
 * are written straight to the socket and never buffered by this.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
