import { hash, verify } from "@node-rs/argon2";

// Algorithm.Argon2id is a const enum (2); spelled out because isolatedModules cannot inline it.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * A real hash of a random password: verifying against it when the account does not
 * exist costs the same time as a real check, so timing does not reveal accounts.
 */
let decoyHash: Promise<string> | undefined;
export function verifyAgainstDecoy(password: string): Promise<boolean> {
  decoyHash ??= hashPassword(crypto.randomUUID());
  return decoyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
