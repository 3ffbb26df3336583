import { createHash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe: bearer tokens, reset links, order access keys. */
export function newSecretToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Tokens are stored only as this digest, so a database leak yields no usable token. */
export function digest(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}
