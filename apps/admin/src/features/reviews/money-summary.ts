import {
  ADJUSTMENT_QUEUE,
  type AdjustmentReviewSummary,
  adjustmentReviewSummary,
  DEPOSIT_QUEUE,
  type DepositReviewSummary,
  depositReviewSummary,
  EARN_FUNDING_QUEUE,
  earnFundingReviewSummary,
  WITHDRAWAL_QUEUE,
  type WithdrawalReviewSummary,
  withdrawalReviewSummary,
} from '@platform/contract';
import { amountOf } from '../../lib/amounts.ts';
import { maskCardNumber } from './kyc-summary.ts';
import { adminFileUrl, labelOf, staffText, valueText } from './review-model.ts';

/**
 * How the review pages show the money queues: deposits and withdrawals (wallet module), the
 * four-eyes manual adjustments (assets module) and earn reserve fundings (earn module). Each module writes its summary typed by the
 * queue's schema (packages/contract review-summaries.ts), and this page parses it with the same
 * schema: known fields get readable labels in a sensible order, addresses and hashes are marked
 * for a fixed-width face, fields the schema does not name stay generic, and a summary that does
 * not parse is shown as unreadable. Amounts stay the decimal strings the server wrote: nothing is
 * rounded here.
 */

export type MoneyQueue = 'deposit' | 'withdrawal' | 'adjustment' | 'earnFunding';

/** An earn reserve funding's summary as its schema reads it (the requester always a number). */
export type EarnFundingReviewSummary = ReturnType<typeof earnFundingReviewSummary.parse>;

const MONEY_QUEUES: Readonly<Record<string, MoneyQueue>> = {
  [DEPOSIT_QUEUE]: 'deposit',
  [WITHDRAWAL_QUEUE]: 'withdrawal',
  [ADJUSTMENT_QUEUE]: 'adjustment',
  [EARN_FUNDING_QUEUE]: 'earnFunding',
};

/** Which money queue this is, or null for any other queue. */
export function moneyQueueOf(queue: string): MoneyQueue | null {
  return Object.hasOwn(MONEY_QUEUES, queue) ? (MONEY_QUEUES[queue] ?? null) : null;
}

/** A money item's summary parsed with its queue's schema. */
export type ReadMoneySummary =
  | { kind: 'deposit'; summary: DepositReviewSummary }
  | { kind: 'withdrawal'; summary: WithdrawalReviewSummary }
  | { kind: 'adjustment'; summary: AdjustmentReviewSummary }
  | { kind: 'earnFunding'; summary: EarnFundingReviewSummary }
  | { kind: 'unreadable'; queue: MoneyQueue };

/** Parses a money item's summary; null for any other queue, `unreadable` when it does not parse. */
export function readMoneySummary(queue: string, summary: unknown): ReadMoneySummary | null {
  const kind = moneyQueueOf(queue);
  if (kind === null) return null;
  const unreadable = { kind: 'unreadable', queue: kind } as const;
  if (kind === 'deposit') {
    const parsed = depositReviewSummary.safeParse(summary);
    return parsed.success ? { kind, summary: parsed.data } : unreadable;
  }
  if (kind === 'withdrawal') {
    const parsed = withdrawalReviewSummary.safeParse(summary);
    return parsed.success ? { kind, summary: parsed.data } : unreadable;
  }
  if (kind === 'earnFunding') {
    const parsed = earnFundingReviewSummary.safeParse(summary);
    return parsed.success ? { kind, summary: parsed.data } : unreadable;
  }
  const parsed = adjustmentReviewSummary.safeParse(summary);
  return parsed.success ? { kind, summary: parsed.data } : unreadable;
}

/** What the review pages say about a summary its queue's schema does not accept. */
export const UNREADABLE_SUMMARY_TEXT = 'Summary unreadable';

export type MoneyField =
  /** Plain words. */
  | { kind: 'text'; key: string; label: string; value: string }
  /** An address, hash or code the reviewer compares character by character or copies. */
  | { kind: 'code'; key: string; label: string; value: string }
  /** An amount as the server wrote it, with its asset. */
  | { kind: 'amount'; key: string; label: string; value: string }
  /** A bank account number: shown masked until the reviewer asks to see it. */
  | { kind: 'secret'; key: string; label: string; value: string; masked: string }
  /** A yes/no the reviewer must not miss when it is raised. */
  | { kind: 'flag'; key: string; label: string; value: string; raised: boolean };

type Summary = Record<string, unknown>;

/** A value worth showing as itself: a non-empty string or a number. */
function present(value: unknown): string | null {
  if (typeof value === 'string') return value.trim() === '' ? null : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

const textField = (key: string, label: string, value: unknown): MoneyField => ({
  kind: 'text',
  key,
  label,
  value: valueText(key, value),
});

/** A code-like value; a missing one is a dash in plain text, never an empty code box. */
function codeField(key: string, label: string, value: unknown): MoneyField {
  const shown = present(value);
  return shown === null ? textField(key, label, value) : { kind: 'code', key, label, value: shown };
}

function amountField(key: string, label: string, value: unknown, asset: string | null): MoneyField {
  const shown = present(value);
  if (shown === null) return textField(key, label, value);
  return { kind: 'amount', key, label, value: asset === null ? shown : amountOf(shown, asset) };
}

/** The fields this viewer does not know, generically, in the order the module wrote them. */
function otherFields(
  summary: Summary,
  known: readonly string[],
  keyPrefix = '',
  labelPrefix = '',
): MoneyField[] {
  return Object.entries(summary)
    .filter(([key]) => !known.includes(key))
    .map(([key, value]) => textField(`${keyPrefix}${key}`, `${labelPrefix}${labelOf(key)}`, value));
}

/** A long address or hash cut to its ends for a one-line summary: "0x12ab34…9f8e7d". */
export function shortCode(value: string): string {
  return value.length > 18 ? `${value.slice(0, 8)}…${value.slice(-6)}` : value;
}

export type AmountDirection = 'credit' | 'debit' | 'zero';

/** A signed amount with its sign always written: "+25.5", "-3". */
export function signedText(amount: string): string {
  return amountDirection(amount) === 'credit' && !amount.trim().startsWith('+')
    ? `+${amount.trim()}`
    : amount.trim();
}

/** Whether a signed decimal string adds to or takes from the customer's balance. */
export function amountDirection(amount: string): AmountDirection {
  const trimmed = amount.trim();
  if (/^[-+]?0*(\.0*)?$/.test(trimmed)) return 'zero';
  return trimmed.startsWith('-') ? 'debit' : 'credit';
}

// ---- Deposits ----

/** The voucher image of a deposit; the deposit id is the review item's subject. */
export function depositVoucherUrl(depositId: string, token: string | null, rtoken: string): string {
  return adminFileUrl('depositVoucher', depositId, token, rtoken);
}

const DEPOSIT_KEYS = ['amount', 'asset', 'chain', 'address', 'tx_hash', 'voucher'];

export interface DepositSummary {
  fields: MoneyField[];
  /** Whether the customer uploaded a voucher image to prove the transfer. */
  voucher: boolean;
}

/** A reported deposit: what was sent, to which of our addresses, and the proof (hash or voucher). */
export function depositSummary(summary: DepositReviewSummary): DepositSummary {
  const asset = present(summary.asset);
  const voucher = summary.voucher;
  const hashMissing = voucher ? 'None given; see the voucher' : 'None given';
  return {
    voucher,
    fields: [
      amountField('amount', 'Amount reported', summary.amount, asset),
      textField('asset', 'Asset', summary.asset),
      textField('chain', 'Chain', summary.chain),
      codeField('address', 'Receiving address (ours)', summary.address),
      present(summary.tx_hash) === null
        ? textField('tx_hash', 'Transaction hash', hashMissing)
        : codeField('tx_hash', 'Transaction hash', summary.tx_hash),
      textField('voucher', 'Voucher', voucher ? 'yes, shown below' : 'none'),
      ...otherFields(summary, DEPOSIT_KEYS),
    ],
  };
}

// ---- Withdrawals ----

export const SECURITY_REVIEW_TEXT = 'Security settings changed recently: verify with the customer';

const METHOD_WORDS: Readonly<Record<'address' | 'bank', string>> = {
  address: 'To a crypto address',
  bank: 'By bank transfer',
};

const ADDRESS_LABELS: Readonly<Record<string, string>> = {
  address: 'Address',
  memo: 'Memo / tag',
  chain: 'Chain',
};

const BANK_LABELS: Readonly<Record<string, string>> = {
  payee_name: 'Payee',
  bank_name: 'Bank',
  account_number: 'Account number',
  swift_code: 'SWIFT code',
  routing_number: 'Routing number',
  bank_address: 'Bank address',
  phone: 'Payee phone',
  address: 'Payee address',
};

/** Destination values compared or copied character by character, per method. */
const CODE_KEYS: Readonly<Record<'address' | 'bank', ReadonlySet<string>>> = {
  address: new Set(['address', 'memo']),
  bank: new Set(['swift_code', 'routing_number']),
};

const WITHDRAWAL_KEYS = [
  'method',
  'asset',
  'chain',
  'destination',
  'amount',
  'fee',
  'arrival',
  'security_review',
];

export interface WithdrawalSummary {
  method: 'address' | 'bank';
  /** The customer changed security settings recently: the payout must be confirmed with them. */
  securityReview: boolean;
  fields: MoneyField[];
  destination: MoneyField[];
}

function destinationField(method: 'address' | 'bank', key: string, value: string | null): MoneyField {
  const label = (method === 'bank' ? BANK_LABELS : ADDRESS_LABELS)[key] ?? labelOf(key);
  const id = `destination.${key}`;
  const account = present(value);
  if (method === 'bank' && key === 'account_number' && account !== null)
    return { kind: 'secret', key: id, label, value: account, masked: maskCardNumber(account) };
  return CODE_KEYS[method].has(key) ? codeField(id, label, value) : textField(id, label, value);
}

/**
 * Where the money goes, in the order a payout form asks for it. The address destination repeats
 * the chain of the withdrawal; it is shown again only when the two differ.
 */
export function destinationFields(
  method: 'address' | 'bank',
  destination: Readonly<Record<string, string | null>>,
  chain: string | null,
): MoneyField[] {
  const order = Object.keys(method === 'bank' ? BANK_LABELS : ADDRESS_LABELS);
  const keys = [
    ...order.filter((key) => Object.hasOwn(destination, key)),
    ...Object.keys(destination).filter((key) => !order.includes(key)),
  ];
  return keys
    .filter((key) => !(method === 'address' && key === 'chain' && destination.chain === chain))
    .map((key) => destinationField(method, key, destination[key] ?? null));
}

/** A withdrawal request: how much, by which method, to where, and whether it needs a call first. */
export function withdrawalSummary(summary: WithdrawalReviewSummary): WithdrawalSummary {
  const method = summary.method;
  const asset = present(summary.asset);
  const securityReview = summary.security_review;
  return {
    method,
    securityReview,
    fields: [
      textField('method', 'Method', METHOD_WORDS[method]),
      amountField('amount', 'Amount requested', summary.amount, asset),
      amountField('fee', 'Fee', summary.fee, asset),
      amountField('arrival', 'Customer receives', summary.arrival, asset),
      textField('asset', 'Asset', summary.asset),
      ...(method === 'bank' && summary.chain === null ? [] : [textField('chain', 'Chain', summary.chain)]),
      {
        kind: 'flag',
        key: 'security_review',
        label: 'Security review',
        value: securityReview ? SECURITY_REVIEW_TEXT : 'not needed',
        raised: securityReview,
      },
      ...otherFields(summary, WITHDRAWAL_KEYS),
    ],
    destination: destinationFields(method, summary.destination, summary.chain),
  };
}

// ---- Manual adjustments (four-eyes) ----

const ADJUSTMENT_KEYS = ['amount', 'asset', 'account', 'reason', 'requested_by'];

/**
 * Whether the reader asked for this four-eyes request (a manual adjustment or an earn reserve
 * funding) and so may not approve it (the server refuses). An unreadable summary does not say:
 * the server still refuses the requester's approval.
 */
export function isOwnRequest(item: { queue: string; summary: unknown }, meId: number): boolean {
  const read = readMoneySummary(item.queue, item.summary);
  return (read?.kind === 'adjustment' || read?.kind === 'earnFunding') && read.summary.requested_by === meId;
}

const DIRECTION_LABELS: Readonly<Record<AmountDirection, string>> = {
  credit: 'Amount (credit to the customer)',
  debit: 'Amount (debit from the customer)',
  zero: 'Amount',
};

export interface AdjustmentSummary {
  fields: MoneyField[];
  requestedBy: number;
  direction: AmountDirection;
}

/** A requested adjustment: which way, how much, on which account, why, and who asked. */
export function adjustmentSummary(summary: AdjustmentReviewSummary, meId: number): AdjustmentSummary {
  const direction = amountDirection(summary.amount);
  const requestedBy = summary.requested_by;
  return {
    requestedBy,
    direction,
    fields: [
      amountField('amount', DIRECTION_LABELS[direction], signedText(summary.amount), present(summary.asset)),
      textField('asset', 'Asset', summary.asset),
      textField('account', 'Account', summary.account),
      textField('reason', 'Reason', summary.reason),
      textField('requested_by', 'Requested by', staffText(requestedBy, meId)),
      ...otherFields(summary, ADJUSTMENT_KEYS),
    ],
  };
}

// ---- Earn reserve fundings (four-eyes) ----

const EARN_FUNDING_KEYS = ['amount', 'asset', 'reason', 'requested_by'];

const FUNDING_LABELS: Readonly<Record<AmountDirection, string>> = {
  credit: 'Amount (paid into the reserve)',
  debit: 'Amount (taken out of the reserve)',
  zero: 'Amount',
};

export interface EarnFundingSummary {
  fields: MoneyField[];
  requestedBy: number;
  direction: AmountDirection;
}

/** A requested reserve funding: which way, how much, why, and who asked. */
export function earnFundingSummary(summary: EarnFundingReviewSummary, meId: number): EarnFundingSummary {
  const direction = amountDirection(summary.amount);
  const requestedBy = summary.requested_by;
  return {
    requestedBy,
    direction,
    fields: [
      amountField('amount', FUNDING_LABELS[direction], signedText(summary.amount), present(summary.asset)),
      textField('asset', 'Asset', summary.asset),
      textField('reason', 'Reason', summary.reason),
      textField('requested_by', 'Requested by', staffText(requestedBy, meId)),
      ...otherFields(summary, EARN_FUNDING_KEYS),
    ],
  };
}

// ---- One line per item in a queue's list ----

export interface SummaryLine {
  text: string;
  /** A flag the list shows as a warning tag beside the text. */
  warning: string | null;
}

const word = (summary: Summary, key: string) => valueText(key, summary[key]);

/** A money item in one line for the queue's table, or null for any other queue. */
export function moneySummaryLine(queue: string, summary: unknown, meId: number): SummaryLine | null {
  const read = readMoneySummary(queue, summary);
  if (read === null) return null;
  if (read.kind === 'unreadable') return { text: '—', warning: UNREADABLE_SUMMARY_TEXT };
  const amount = amountOf(word(read.summary, 'amount'), word(read.summary, 'asset'));
  if (read.kind === 'deposit') {
    const { tx_hash: hash, voucher, chain } = read.summary;
    const proof =
      hash !== null && hash.trim() !== '' ? `hash ${shortCode(hash)}` : voucher ? 'voucher' : 'no proof';
    return { text: `${amount} on ${valueText('chain', chain)} · ${proof}`, warning: null };
  }
  if (read.kind === 'withdrawal') {
    const { destination, method, security_review } = read.summary;
    const address = present(destination.address);
    const where =
      method === 'bank'
        ? 'by bank transfer'
        : `to ${address === null ? '—' : shortCode(address)} on ${word(read.summary, 'chain')}`;
    return { text: `${amount} ${where}`, warning: security_review ? 'Security review' : null };
  }
  if (read.kind === 'earnFunding') {
    const { amount: change, requested_by: requestedBy } = read.summary;
    const way = amountDirection(change) === 'debit' ? 'out of' : 'into';
    return {
      text: `${amountOf(signedText(change), word(read.summary, 'asset'))} ${way} the earn reserve · by ${staffText(requestedBy, meId)} · ${word(read.summary, 'reason')}`,
      warning: null,
    };
  }
  const { amount: change, requested_by: requestedBy } = read.summary;
  return {
    text: `${amountOf(signedText(change), word(read.summary, 'asset'))} ${word(read.summary, 'account')} · by ${staffText(requestedBy, meId)} · ${word(read.summary, 'reason')}`,
    warning: null,
  };
}
