import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which this build cannot import). */
const ARGON2ID = 2;

/** Login passwords, trade passwords and security answers are stored as argon2id hashes. */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, { algorithm: ARGON2ID });
}

export async function verifySecret(hashed: string | null, secret: string): Promise<boolean> {
  if (!hashed) return false;
  return verify(hashed, secret);
}
