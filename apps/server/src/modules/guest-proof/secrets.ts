import { createHmac } from "node:crypto";

/** The challenge-signing secrets, derived from APP_SECRET so they need no setting of their own. */
export function proofSecrets(appSecret: string): { signature: string; keySignature: string } {
  const derive = (purpose: string) => createHmac("sha256", appSecret).update(`guest-proof:${purpose}`).digest("hex");
  return { signature: derive("signature"), keySignature: derive("key-signature") };
}
