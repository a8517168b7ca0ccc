import {
  ADJUSTMENT_QUEUE,
  type AdminOutput,
  ASSET_SCALES,
  ASSETS,
  type Asset,
  RECORD_KINDS,
  WALLET_TYPES,
  type WalletType,
} from '@platform/contract';
import { amountOf, type Tone, toneOf } from '../../lib/amounts.ts';
import { PAGE_SIZE_DEFAULT } from '../../lib/paging.ts';

/**
 * How the customer page shows money: balances per ledger account, ledger lines, and the request
 * for a manual adjustment. Pure rules only; amounts stay decimal strings from end to end, so
 * nothing here is ever rounded.
 */

export type Book = 'real' | 'demo';

/** Where a requested adjustment waits for the second finance staff member. */
export const ADJUSTMENT_QUEUE_PATH = `/reviews/${encodeURIComponent(ADJUSTMENT_QUEUE)}`;
export const ADJUSTMENT_QUEUE_TITLE = 'Manual balance adjustments (four-eyes)';

/** One ledger account of a customer, as userBalances answers. */
export type BalanceRow = AdminOutput<'userBalances'>[number];

function rank(list: readonly string[], value: string): number {
  const i = list.indexOf(value);
  return i === -1 ? list.length : i;
}

/** Balances by account type (spot first, as the customer's app lists them), then by asset. */
export function sortBalances<T extends Pick<BalanceRow, 'type' | 'asset' | 'account_id'>>(
  rows: readonly T[],
): T[] {
  return [...rows].sort(
    (a, b) =>
      rank(WALLET_TYPES, a.type) - rank(WALLET_TYPES, b.type) ||
      rank(ASSETS, a.asset) - rank(ASSETS, b.asset) ||
      a.account_id - b.account_id,
  );
}

export type AmountTone = 'credit' | 'debit' | 'zero';

const LEDGER_TONES: Readonly<Record<Tone, AmountTone>> = { gain: 'credit', loss: 'debit', zero: 'zero' };

/** Whether a signed decimal string adds to, takes from, or leaves a balance. */
export function amountTone(amount: string): AmountTone {
  return LEDGER_TONES[toneOf(amount)];
}

const KIND_LABELS: Readonly<Record<(typeof RECORD_KINDS)[number], string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal (held)',
  'withdrawal-paid': 'Withdrawal paid',
  'withdrawal-released': 'Withdrawal released',
  transfer: 'Transfer',
  convert: 'Conversion',
  adjustment: 'Manual adjustment',
  'demo-funding': 'Demo funding',
  'spot-order': 'Spot order (held)',
  'spot-trade': 'Spot trade',
  'spot-release': 'Spot order released',
  'contract-open': 'Contract opened',
  'contract-pending': 'Contract pending open (held)',
  'contract-cancel': 'Contract pending open cancelled',
  'contract-close': 'Contract closed',
  'contract-liquidation': 'Contract liquidated',
  'fixed-term-place': 'Delivery/option order placed',
  'fixed-term-settle': 'Delivery/option order settled',
  'earn-subscribe': 'Earning order placed in custody',
  'earn-yield': 'Earning daily yield',
  'earn-mature': 'Earning principal returned at maturity',
  'earn-redeem': 'Earning early redemption',
  'earn-refund': 'Earning subscription refused, principal returned',
  'basket-buy': 'ETF basket units bought',
  'basket-sell': 'ETF basket units redeemed',
};

/** A posting kind in words; a kind this screen does not know yet shows as written. */
export function kindLabel(kind: string): string {
  return (KIND_LABELS as Readonly<Record<string, string>>)[kind] ?? kind;
}

export const KIND_OPTIONS = RECORD_KINDS.map((kind) => ({ value: kind, label: kindLabel(kind) }));
export const ASSET_OPTIONS = ASSETS.map((asset) => ({ value: asset, label: asset }));
export const TYPE_OPTIONS = WALLET_TYPES.map((type) => ({ value: type, label: type }));

/** A posting's reference: "withdrawal #12". */
export function referenceText(refKind: string, refId: string): string {
  if (refKind === '' && refId === '') return '—';
  return refId === '' ? refKind : `${refKind} #${refId}`;
}

export interface RecordsFilter {
  page: number;
  pageSize: number;
  asset?: Asset;
  type?: WalletType;
  kind?: string;
}

export const RECORDS_FIRST_PAGE: RecordsFilter = { page: 1, pageSize: PAGE_SIZE_DEFAULT };

/** The signed amount the server accepts (packages/contract wallet.ts requestAdjustmentInput). */
const SIGNED_AMOUNT = /^-?\d{1,20}(\.(\d{1,18}))?$/;

/**
 * Why an adjustment amount cannot be sent, or null when it can. The server checks the same and
 * more; checking here spares a round trip for a typo.
 */
export function adjustmentAmountProblem(amount: string, asset: Asset | undefined): string | null {
  const text = amount.trim();
  if (text === '') return 'Enter an amount, negative to debit the customer.';
  const match = SIGNED_AMOUNT.exec(text);
  if (!match) return 'Enter a number such as 12.5 or -12.5 (a minus sign debits, no plus sign or commas).';
  if (amountTone(text) === 'zero') return 'The amount must not be zero.';
  const decimals = match[2]?.length ?? 0;
  if (asset !== undefined && decimals > ASSET_SCALES[asset])
    return `${asset} has at most ${ASSET_SCALES[asset]} decimal places.`;
  return null;
}

export interface AdjustmentRequest {
  uid: number;
  asset: Asset;
  type: WalletType;
  amount: string;
}

/** The request in one sentence, repeated in the confirmation: "Credit 12.5 USDT to ...". */
export function adjustmentSentence(request: AdjustmentRequest): string {
  const amount = request.amount.trim();
  const debit = amountTone(amount) === 'debit';
  const magnitude = debit ? amount.slice(1) : amount;
  return debit
    ? `Debit ${amountOf(magnitude, request.asset)} from the ${request.type} account of user ${request.uid}`
    : `Credit ${amountOf(magnitude, request.asset)} to the ${request.type} account of user ${request.uid}`;
}
