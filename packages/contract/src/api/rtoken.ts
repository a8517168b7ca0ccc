import { RTOKEN_MAX_LENGTH, RTOKEN_MIN_LENGTH } from './limits.ts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** A random request token of 6-16 characters (spec section 7), from the platform's CSPRNG. */
export function makeRtoken(length = 12): string {
  const n = Math.min(RTOKEN_MAX_LENGTH, Math.max(RTOKEN_MIN_LENGTH, length));
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  let out = '';
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length];
  return out;
}
