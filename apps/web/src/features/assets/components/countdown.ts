/**
 * The life of a conversion quote. The server refuses a quote after `expires_at` (about 15 s,
 * WALLET_QUOTE_EXPIRED), but `expires_at` is read on the server's clock: a phone whose clock is off
 * would otherwise show a quote as dead on arrival, or alive for minutes.
 */

/** The lifetime the server gives a quote, used when the device's clock disagrees with the server's. */
export const QUOTE_LIFETIME_MS = 15_000;
/** A remaining time above this cannot come from a fresh quote, so the device clock must be behind. */
export const QUOTE_LIFETIME_MAX_MS = 60_000;

/**
 * When the screen treats the quote as expired, in device milliseconds. A plausible `expires_at`
 * is trusted; an implausible one (already past, or too far ahead) falls back to the nominal
 * lifetime from the moment the quote arrived. The server still decides at confirmation.
 */
export function quoteDeadlineMs(expiresAtS: number, receivedAtMs: number): number {
  const remainingMs = expiresAtS * 1000 - receivedAtMs;
  if (remainingMs <= 0 || remainingMs > QUOTE_LIFETIME_MAX_MS) return receivedAtMs + QUOTE_LIFETIME_MS;
  return expiresAtS * 1000;
}

/** Whole seconds left, rounded up so "0 s" shows only once the quote is really over. */
export function secondsLeft(deadlineMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((deadlineMs - nowMs) / 1000));
}
