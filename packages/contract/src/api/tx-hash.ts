import type { Chain } from './wallet.ts';

/**
 * The shape of a transaction hash on each chain, one definition for the server (which refuses a
 * deposit reported with a malformed hash) and the web app (which says what is wrong as it is typed,
 * before the deposit is confirmed).
 */
export type TxHashFormat = 'hex64Prefixed' | 'hex64';

/** Ethereum-family chains write 0x and 64 hexadecimal characters; Tron and Bitcoin the 64 alone. */
export const TX_HASH_FORMATS: Record<Chain, TxHashFormat> = {
  ERC20: 'hex64Prefixed',
  ETH: 'hex64Prefixed',
  TRC20: 'hex64',
  TRX: 'hex64',
  BTC: 'hex64',
};

const TX_HASH_PATTERNS: Record<TxHashFormat, RegExp> = {
  hex64Prefixed: /^0x[0-9a-fA-F]{64}$/,
  hex64: /^[0-9a-fA-F]{64}$/,
};

/** Whether `hash` is written as a transaction hash of `chain` is (no spaces: callers trim). */
export function isTxHashOf(chain: Chain, hash: string): boolean {
  return TX_HASH_PATTERNS[TX_HASH_FORMATS[chain]].test(hash);
}
