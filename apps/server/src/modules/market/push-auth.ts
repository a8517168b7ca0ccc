import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares a presented service token with the configured one in constant time: both are hashed
 * first, so neither their contents nor their lengths change how long the comparison takes.
 */
export function tokenMatches(presented: string | undefined, expected: string | undefined): boolean {
  if (!presented || !expected) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
