import {
  type Chain,
  type DepositChannel,
  isTxHashOf,
  TX_HASH_FORMATS,
  type TxHashFormat,
} from '@platform/contract';

/** Pure rules of the deposit screen: channels by asset and the proof of payment. */

export interface AssetChannels {
  asset: string;
  channels: DepositChannel[];
  /** True when at least one chain of the asset takes deposits now. */
  open: boolean;
}

/** Channels grouped by asset, assets and chains in the order the server listed them. */
export function groupChannels(channels: readonly DepositChannel[]): AssetChannels[] {
  const groups = new Map<string, DepositChannel[]>();
  for (const channel of channels) {
    const list = groups.get(channel.asset);
    if (list) list.push(channel);
    else groups.set(channel.asset, [channel]);
  }
  return [...groups].map(([asset, list]) => ({ asset, channels: list, open: list.some((c) => c.open) }));
}

/**
 * The channel to show: the one asked for when it belongs to the asset, otherwise the asset's first
 * open chain, otherwise its first chain (which then explains that it is closed).
 */
export function pickChannel(group: AssetChannels, chain: string | null): DepositChannel | undefined {
  return (
    group.channels.find((c) => c.chain === chain) ?? group.channels.find((c) => c.open) ?? group.channels[0]
  );
}

/** A deposit is proven by the transaction hash or by a photo of the payment voucher. */
export type ProofKind = 'hash' | 'voucher';
export const TX_HASH_MAX = 100;

export type ProofProblem = 'hashRequired' | 'hashTooLong' | TxHashFormat | 'voucherRequired';

/**
 * What is wrong with the proof of a deposit on `chain`, or null. A hash not written the chain's
 * way is named by its format (hex64Prefixed, hex64), so the screen can say what the hash looks like.
 */
export function proofProblem(
  kind: ProofKind,
  values: { tx_hash: string; voucher_id: string },
  chain: Chain,
): ProofProblem | null {
  if (kind === 'voucher') return values.voucher_id === '' ? 'voucherRequired' : null;
  return hashProblem(values.tx_hash, chain);
}

/** What is wrong with a transaction hash as typed, or null. */
export function hashProblem(text: string, chain: Chain): Exclude<ProofProblem, 'voucherRequired'> | null {
  const hash = text.trim();
  if (hash === '') return 'hashRequired';
  if (hash.length > TX_HASH_MAX) return 'hashTooLong';
  return isTxHashOf(chain, hash) ? null : TX_HASH_FORMATS[chain];
}
