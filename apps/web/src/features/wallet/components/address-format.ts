import { type Asset, CHAINS, type Chain, isAsset } from '@platform/contract';

/**
 * Pure rules of the withdrawal address book: which chains carry which asset, and whether a typed
 * address looks like an address of its chain. The format check is a hint for typing mistakes; the
 * server decides what it accepts.
 */

/** Chains each asset can be withdrawn on: USDT as a token on Ethereum or Tron, the rest natively. */
export const CHAINS_BY_ASSET: Record<Asset, readonly Chain[]> = {
  USDT: ['TRC20', 'ERC20'],
  BTC: ['BTC'],
  ETH: ['ETH'],
  TRX: ['TRX'],
};

/** The Bitcoin base58 alphabet: no 0, O, I or l, so they cannot be confused. */
const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const TRON_ADDRESS = new RegExp(`^T${BASE58}{33}$`);
const BTC_LEGACY = new RegExp(`^[13]${BASE58}{25,34}$`);
/** Bech32 keeps one case throughout: 'bc1' and the data part, with its own 32-letter alphabet. */
const BTC_BECH32_LOWER = /^bc1[02-9ac-hj-np-z]{8,87}$/;
const BTC_BECH32_UPPER = /^BC1[02-9AC-HJ-NP-Z]{8,87}$/;

/** The shape an address of the chain takes, named for the hint under the field. */
export type AddressShape = 'hex' | 'tron' | 'bitcoin';

export const SHAPE_OF_CHAIN: Record<Chain, AddressShape> = {
  ERC20: 'hex',
  ETH: 'hex',
  TRC20: 'tron',
  TRX: 'tron',
  BTC: 'bitcoin',
};

/** True when the address looks like one of its chain; an empty text is not judged. */
export function addressLooksValid(chain: Chain, address: string): boolean {
  const text = address.trim();
  switch (SHAPE_OF_CHAIN[chain]) {
    case 'hex':
      return HEX_ADDRESS.test(text);
    case 'tron':
      return TRON_ADDRESS.test(text);
    case 'bitcoin':
      return BTC_LEGACY.test(text) || BTC_BECH32_LOWER.test(text) || BTC_BECH32_UPPER.test(text);
  }
}

/** A long address with its start and end kept, which is what people compare by eye. */
export function shortAddress(address: string, keep = 6): string {
  if (address.length <= keep * 2 + 3) return address;
  return `${address.slice(0, keep)}…${address.slice(-keep)}`;
}

/** Whether a code the server sends is a chain an address can be saved on. */
export function isChain(code: string): code is Chain {
  return (CHAINS as readonly string[]).includes(code);
}

/**
 * What the address book offers: the asset withdrawals are paid in and the chains they go out on,
 * from the withdrawal rules the server applies (withdraw.rules), so no address is saved for a
 * network no withdrawal uses. Null when withdrawals go to no chain of a known asset (bank only).
 */
export function addressChoices(rules: { asset: string; chains: readonly string[] }): AddressChoices | null {
  if (!isAsset(rules.asset)) return null;
  const [first, ...rest] = CHAINS_BY_ASSET[rules.asset].filter((c) => rules.chains.includes(c));
  return first === undefined ? null : { asset: rules.asset, chains: [first, ...rest] };
}

/** The asset an address is saved for and its chains, the first the form's default. */
export interface AddressChoices {
  asset: Asset;
  chains: readonly [Chain, ...Chain[]];
}
