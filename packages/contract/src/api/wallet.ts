import { z } from 'zod';
import { commonParams, intParam, pageOf, pagingParams } from './common.ts';

/**
 * Assets and money movement (spec sections 2, 3, 4, 9; DESIGN.md sections 4 and 5): balances per
 * account type, transfers between them, conversion, deposits, withdrawal addresses, bank cards,
 * withdrawals and the account records. Amounts are decimal strings at the asset's scale.
 */

/** Decimal places of every asset the platform holds. */
export const ASSET_SCALES = { USDT: 6, BTC: 8, ETH: 8, TRX: 6 } as const;
export type Asset = keyof typeof ASSET_SCALES;
export const ASSETS = Object.keys(ASSET_SCALES) as Asset[];
export const isAsset = (value: string): value is Asset => Object.hasOwn(ASSET_SCALES, value);
/**
 * Decimal places an amount of each asset shows on screens and in messages: amounts are rounded
 * down to these (a balance is never overstated) and trailing zeros are dropped, so 5000.000000
 * USDT reads 5,000 and 0.00400000 BTC reads 0.004. The ledger keeps every unit of ASSET_SCALES.
 */
export const ASSET_DISPLAY_DECIMALS: Readonly<Record<Asset, number>> = { USDT: 4, BTC: 8, ETH: 6, TRX: 4 };

/** Account types a customer holds and moves money between (/table1 spot, /table2 the others). */
export const WALLET_TYPES = ['spot', 'contract', 'options', 'futures'] as const;
export type WalletType = (typeof WALLET_TYPES)[number];

/** Chains a deposit channel or a withdrawal address may be on. */
export const CHAINS = ['ERC20', 'TRC20', 'BTC', 'ETH', 'TRX'] as const;
export type Chain = (typeof CHAINS)[number];

/** A decimal amount as typed; the asset's scale is checked by the server (too many decimals is refused). */
export const amountText = z
  .string({ message: 'field.required' })
  .trim()
  .regex(/^\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' });

const asset = z.enum(ASSETS as [Asset, ...Asset[]], { message: 'field.unknownValue' });
const accountType = z.enum(WALLET_TYPES, { message: 'field.unknownValue' });
const decimal = z.string().describe('Decimal string at the asset scale');

// ---- Assets (web/getAsset2) ----
export const assetRow = z.object({
  asset: z.string(),
  available: decimal,
  frozen: decimal,
  /** Value of available plus frozen in USDT at the current quote; null when no quote is known. */
  usdt_value: z.string().nullable(),
});
export type AssetRow = z.infer<typeof assetRow>;
export const assetAccount = z.object({
  type: z.enum(WALLET_TYPES),
  total_usdt: z.string(),
  rows: z.array(assetRow),
});
/** What a customer holds outside the transferable accounts: escrow principal and ETF basket units. */
export const HOLDING_KINDS = ['escrow', 'baskets'] as const;
export type HoldingKind = (typeof HOLDING_KINDS)[number];
export const assetHolding = z.object({
  kind: z.enum(HOLDING_KINDS),
  /** Escrow principal in custody at cost; basket units at the NAV of now (unpriced baskets left out). */
  total_usdt: z.string(),
});
export const assetsOverview = z.object({
  book: z.enum(['real', 'demo']),
  /** Every account and every holding, valued in USDT. */
  total_usdt: z.string(),
  accounts: z.array(assetAccount),
  holdings: z.array(assetHolding),
  /** Unix seconds of the quotes used for the valuation. */
  valued_at: z.number().int(),
});
export type AssetsOverview = z.infer<typeof assetsOverview>;

export const transferInput = commonParams.extend({
  asset,
  from: accountType,
  to: accountType,
  amount: amountText,
});
export const transferResult = z.object({ posting_id: z.number().int() });

// ---- Conversion (/exchange) ----
export const convertQuoteInput = commonParams.extend({
  from_asset: asset,
  to_asset: asset,
  amount: amountText,
});
export const convertQuote = z.object({
  quote_id: z.string(),
  from_asset: z.string(),
  to_asset: z.string(),
  amount: decimal,
  /** What the user receives after the spread, rounded down. */
  receive: decimal,
  /** to_asset per one from_asset after the spread, 8 decimals, rounded down. */
  rate: z.string(),
  spread_ppm: z.number().int(),
  /** The spread's part of the price, in to_asset. */
  fee: decimal,
  expires_at: z.number().int().describe('Unix seconds; the quote is refused after this'),
});
export type ConvertQuote = z.infer<typeof convertQuote>;
export const convertInput = commonParams.extend({
  quote_id: z.string().regex(/^[0-9a-f]{32}$/, { message: 'field.invalid' }),
});

// ---- Account records (/deallog, /moneyRecord, /accountRecord) ----
export const recordsInput = commonParams.extend({
  ...pagingParams.shape,
  asset: asset.optional(),
  type: accountType.optional(),
  kind: z
    .string()
    .regex(/^[a-z-]{1,40}$/, { message: 'field.invalid' })
    .optional(),
  /** Unix seconds, inclusive. */
  from: intParam(0, 10_000_000_000).optional(),
  /** Unix seconds, exclusive. */
  to: intParam(0, 10_000_000_000).optional(),
});
export const accountRecord = z.object({
  id: z.number().int(),
  time: z.number().int(),
  asset: z.string(),
  type: z.string().describe('Account type (spot, contract, ...)'),
  bucket: z.enum(['available', 'frozen']),
  kind: z.string().describe('What moved the money: deposit, withdrawal, transfer, convert, adjustment, ...'),
  ref_kind: z.string(),
  ref_id: z.string(),
  amount: z.string().describe('Signed decimal'),
  balance_after: decimal,
});
export type AccountRecord = z.infer<typeof accountRecord>;
export const accountRecords = pageOf(accountRecord);
/** One bucket movement inside a customer's record: `available` or `frozen`, signed, with the bucket after. */
export const recordLine = z.object({
  bucket: z.enum(['available', 'frozen']),
  amount: z.string().describe('Signed decimal'),
  balance_after: decimal,
});
/**
 * What one posting did to one of the customer's accounts (/deallog, /accountRecord): a trade that
 * takes frozen quote and pays available base is two records (one per currency), and an order that
 * freezes funds is one record whose lines show the move from available to frozen.
 */
export const accountEntry = z.object({
  id: z.number().int().describe('The first ledger line of the record'),
  posting_id: z.number().int(),
  time: z.number().int(),
  asset: z.string(),
  type: z.string().describe('Account type (spot, contract, ...)'),
  kind: z.string().describe('What moved the money: one of LEDGER_KINDS'),
  ref_kind: z.string(),
  ref_id: z.string(),
  amount: z.string().describe('Signed decimal: the change of the account (available and frozen together)'),
  balance_after: decimal.describe('Available after the posting (unchanged when only frozen moved)'),
  lines: z.array(recordLine),
});
export type AccountEntry = z.infer<typeof accountEntry>;
export const accountEntries = pageOf(accountEntry);
/**
 * Every kind of posting the ledger writes, declared once: the ledger's PostingRequest takes only
 * these, the records filter offers them and every language names them (a unit test checks).
 */
export const LEDGER_KINDS = [
  'deposit',
  'withdrawal',
  'withdrawal-paid',
  'withdrawal-released',
  'transfer',
  'convert',
  'adjustment',
  'demo-funding',
  'maker-funding',
  'spot-order',
  'spot-trade',
  'spot-release',
  'contract-open',
  'contract-pending',
  'contract-cancel',
  'contract-close',
  'contract-liquidation',
  'fixed-term-place',
  'fixed-term-settle',
  'earn-subscribe',
  'earn-yield',
  'earn-mature',
  'earn-redeem',
  'earn-funding',
  'earn-refund',
  'basket-buy',
  'basket-sell',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
/** What a posting's reference points at (`fixed-term #1` is fixed-term order 1). */
export const LEDGER_REF_KINDS = [
  'deposit',
  'withdrawal',
  'transfer',
  'quote',
  'adjustment',
  'user',
  'spot-order',
  'contract',
  'fixed-term',
  'earn',
  'earn-funding',
  'basket',
] as const;
export type LedgerRefKind = (typeof LEDGER_REF_KINDS)[number];
/**
 * Kinds of ledger postings a customer can filter by: every kind but the market maker's funding
 * and the earn reserve's, which only ever land on the platform's own accounts.
 */
export const RECORD_KINDS = LEDGER_KINDS.filter(
  (k): k is Exclude<LedgerKind, 'maker-funding' | 'earn-funding'> =>
    k !== 'maker-funding' && k !== 'earn-funding',
);

// ---- Deposits ----
export const depositChannel = z.object({
  id: z.string(),
  asset: z.string(),
  chain: z.enum(CHAINS),
  address: z.string(),
  min: decimal,
  open: z.boolean(),
});
export type DepositChannel = z.infer<typeof depositChannel>;
export const depositChannels = z.array(depositChannel);
export const voucherUploaded = z.object({ voucher_id: z.string() });
export const submitDepositInput = commonParams.extend({
  channel: z.string().regex(/^[A-Z0-9-]{2,24}$/, { message: 'field.unknownValue' }),
  amount: amountText,
  tx_hash: z
    .string()
    .trim()
    .max(100)
    .optional()
    .transform((v) => (v === '' ? undefined : v)),
  voucher_id: z
    .string()
    .regex(/^[0-9a-f]{32}$/, { message: 'field.invalid' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export const RECORD_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RecordStatus = (typeof RECORD_STATUSES)[number];
export const depositRecord = z.object({
  id: z.number().int(),
  asset: z.string(),
  chain: z.string(),
  amount: decimal,
  tx_hash: z.string().nullable(),
  has_voucher: z.boolean(),
  status: z.enum(RECORD_STATUSES),
  reason: z.string().nullable(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type DepositRecord = z.infer<typeof depositRecord>;
export const depositRecords = pageOf(depositRecord);
export const walletPageInput = commonParams.extend(pagingParams.shape);

// ---- Withdrawal addresses (/address, /wallet, /walletAdd) ----
export const ADDRESSES_MAX = 20;
export const BANK_CARDS_MAX = 10;
export const withdrawAddress = z.object({
  id: z.number().int(),
  asset: z.string(),
  chain: z.enum(CHAINS),
  address: z.string(),
  memo: z.string().nullable(),
  label: z.string().nullable(),
  created_at: z.number().int(),
});
export type WithdrawAddress = z.infer<typeof withdrawAddress>;
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: 'field.tooLong' })
    .optional()
    .transform((v) => (v ? v : undefined));
const requiredText = (max: number) =>
  z
    .string({ message: 'field.required' })
    .trim()
    .min(1, { message: 'field.required' })
    .max(max, { message: 'field.tooLong' });
export const addAddressInput = commonParams.extend({
  asset,
  chain: z.enum(CHAINS, { message: 'field.unknownValue' }),
  address: requiredText(100),
  memo: optionalText(64),
  label: optionalText(40),
});
export const idInput = commonParams.extend({ id: intParam(1, Number.MAX_SAFE_INTEGER) });

// ---- Bank cards (/bank, /bankAdd) ----
export const bankCardFields = {
  bank_name: requiredText(80),
  account_number: z
    .string({ message: 'field.required' })
    .trim()
    .regex(/^[A-Za-z0-9 -]{6,40}$/, { message: 'field.invalid' }),
  swift_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z0-9]{8}|[A-Z0-9]{11})$/, { message: 'field.invalid' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  routing_number: optionalText(40),
  bank_address: optionalText(200),
  payee_name: requiredText(80),
  phone: optionalText(30),
  address: optionalText(200),
};
export const bankCardInput = commonParams.extend(bankCardFields);
export const editBankCardInput = bankCardInput.extend({ id: intParam(1, Number.MAX_SAFE_INTEGER) });
export const bankCard = z.object({
  id: z.number().int(),
  bank_name: z.string(),
  account_number: z.string(),
  swift_code: z.string().nullable(),
  routing_number: z.string().nullable(),
  bank_address: z.string().nullable(),
  payee_name: z.string(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  created_at: z.number().int(),
});
export type BankCard = z.infer<typeof bankCard>;

// ---- Withdrawals ----
export const WITHDRAW_METHODS = ['address', 'bank'] as const;
/**
 * What counts as use toward the withdrawal turnover rule, each valued in USDT when it happens
 * (real accounts only): a conversion counts the value converted, a spot fill its traded value
 * for the buyer and for the seller, a contract its position value when it opens, a delivery or
 * option order its stake. The server records exactly these (ledger `recordTurnover`).
 */
export const TURNOVER_USES = ['convert', 'spot', 'contract', 'delivery', 'option'] as const;
export type TurnoverUse = (typeof TURNOVER_USES)[number];
export const withdrawRulesView = z.object({
  asset: z.string(),
  chains: z.array(z.string()),
  fee_ppm: z.number().int(),
  min: decimal,
  max: decimal,
  daily_count: z.number().int(),
  window: z.object({ start: z.string(), end: z.string(), time_zone: z.string() }),
  turnover_ppm: z.number().int(),
  /** What counts as use toward the turnover (TURNOVER_USES), as the server records it. */
  turnover_uses: z.array(z.enum(TURNOVER_USES)),
  review_hours_after_security_change: z.number().int(),
  /** The user's standing against each rule, so the screen shows what would refuse them. */
  status: z.object({
    available: decimal,
    used_today: z.number().int(),
    window_open: z.boolean(),
    turnover_required: decimal,
    turnover_done: decimal,
    security_set: z.boolean(),
    trade_password_set: z.boolean(),
    google_bound: z.boolean(),
    security_review_until: z.number().int().nullable(),
    frozen_reason: z.string().nullable(),
  }),
});
export type WithdrawRulesView = z.infer<typeof withdrawRulesView>;
export const withdrawInput = commonParams
  .extend({
    method: z.enum(WITHDRAW_METHODS, { message: 'field.unknownValue' }),
    address_id: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
    card_id: intParam(1, Number.MAX_SAFE_INTEGER).optional(),
    amount: amountText,
    trade_password: z
      .string()
      .regex(/^\d{6}$/, { message: 'field.tradePassword' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
    google_code: z
      .string()
      .regex(/^\d{6}$/, { message: 'field.googleCode' })
      .optional()
      .or(z.literal('').transform(() => undefined)),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'address' && v.address_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['address_id'], message: 'field.required' });
    if (v.method === 'bank' && v.card_id === undefined)
      ctx.addIssue({ code: 'custom', path: ['card_id'], message: 'field.required' });
  });
export const withdrawRecord = z.object({
  id: z.number().int(),
  method: z.enum(WITHDRAW_METHODS),
  asset: z.string(),
  chain: z.string().nullable(),
  destination: z.string().describe('Address or masked bank account'),
  amount: decimal,
  fee: decimal,
  arrival: decimal,
  status: z.enum(RECORD_STATUSES),
  reason: z.string().nullable(),
  security_review: z.boolean(),
  created_at: z.number().int(),
  decided_at: z.number().int().nullable(),
});
export type WithdrawRecord = z.infer<typeof withdrawRecord>;
export const withdrawRecords = pageOf(withdrawRecord);

// ---- Back office ----
const uid = intParam(1, Number.MAX_SAFE_INTEGER);
export const adminUserBalancesInput = commonParams.extend({
  uid,
  book: z.enum(['real', 'demo']).default('real'),
});
export const adminBalanceRow = z.object({
  account_id: z.number().int(),
  asset: z.string(),
  type: z.string(),
  book: z.enum(['real', 'demo']),
  available: decimal,
  frozen: decimal,
});
export const adminUserBalances = z.array(adminBalanceRow);
export const adminUserRecordsInput = recordsInput.omit({ token: true }).extend({
  uid,
  book: z.enum(['real', 'demo']).default('real'),
});
/** A signed amount for a manual adjustment: positive credits the user, negative debits. */
export const requestAdjustmentInput = commonParams.extend({
  uid,
  asset,
  type: accountType,
  amount: z
    .string({ message: 'field.required' })
    .trim()
    .regex(/^-?\d{1,20}(\.\d{1,18})?$/, { message: 'field.notNumber' }),
  reason: requiredText(500),
});
export const ADJUSTMENT_QUEUE = 'ledger.adjustment';
export const DEPOSIT_QUEUE = 'wallet.deposit';
export const WITHDRAWAL_QUEUE = 'wallet.withdrawal';
