import { generateSecret, generateURI, verify } from 'otplib';

/** RFC 6238 codes: 30-second steps, six digits, SHA-1, one step of tolerance either side. */
export const TOTP_PERIOD_S = 30;
export const TOTP_TOLERANCE_S = 30;

export function newTotpSecret(): string {
  return generateSecret();
}

export function totpUri(secret: string, issuer: string, label: string): string {
  return generateURI({ issuer, label, secret });
}

/**
 * Checks a code at `nowMs`. A step at or before `lastStep` is refused, so a code that was
 * accepted once cannot be replayed. Returns the matched step to remember.
 */
export async function checkTotp(
  secret: string,
  token: string,
  nowMs: number,
  lastStep: number | null,
): Promise<{ ok: true; step: number } | { ok: false }> {
  const epoch = Math.floor(nowMs / 1000);
  const newestStep = Math.floor((epoch + TOTP_TOLERANCE_S) / TOTP_PERIOD_S);
  if (lastStep !== null && lastStep >= newestStep) return { ok: false };
  const result = await verify({
    secret,
    token,
    epoch,
    epochTolerance: TOTP_TOLERANCE_S,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  if (!result.valid || !('timeStep' in result)) return { ok: false };
  return { ok: true, step: result.timeStep };
}
