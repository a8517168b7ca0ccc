import {
  type AdminInput,
  type AdminOutput,
  ASSET_SCALES,
  type EarnPenaltyMode,
  type EarnTier,
  groupDecimalText,
  type Lang,
} from '@platform/contract';
import { type AmountAsset, checkAmounts, type FieldProblem } from '../../lib/form-problems.ts';
import { countText } from '../../lib/format.ts';
import { buildLangTexts, emptyLangTexts, type LangText, langTextsOf } from '../../lib/lang-texts.ts';
import { ppmPercentText, percentToPpm as readPercent } from '../../lib/percent.ts';
import type { MinKyc } from './earn-model.ts';

/**
 * The escrow product editor's form and how it becomes saveEarnProduct's input. Rates are typed
 * as percentages and sent as whole parts per million; amounts stay decimal strings. Pure, so it
 * is tested without a browser.
 */

export type AdminEarnProduct = AdminOutput<'earnProductsAdmin'>[number];
export type SaveProductPayload = Omit<AdminInput<'saveEarnProduct'>, 'lang' | 'rtoken' | 'token'>;
export type ProductStatus = AdminEarnProduct['status'];

/** The terms operations pick most: a week, a month, half a year, a year. */
export const TERM_QUICK_PICKS = [7, 30, 182, 365] as const;

/** Limits of saveEarnProductInput (packages/contract api/earn.ts). */
export const TERM_DAYS_MAX = 3_660;
export const DAILY_RATE_PPM_MAX = 100_000;
export const PENALTY_PPM_MAX = 1_000_000;
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 1_000;
export const STRATEGY_MAX = 2_000;

/** Escrow products hold USDT (spec section 1). */
export const EARN_ASSET = 'USDT';
const AMOUNTS: AmountAsset = { asset: EARN_ASSET, scale: ASSET_SCALES.USDT };

export type ProductText = LangText<'description' | 'strategy'>;
const TEXT_FIELDS = ['name', 'description', 'strategy'] as const;

export interface ProductFormValues {
  tier: EarnTier;
  status: ProductStatus;
  term_days: number | null;
  /** The daily rate as a percentage ("0.3" is 0.3% a day, 3,000 ppm). */
  daily_rate_percent: string;
  min_amount: string;
  max_amount: string;
  capacity: string;
  penalty_mode: EarnPenaltyMode;
  /** The penalty as a percentage: of the principal (fixed) or a remaining day (daily). */
  penalty_percent: string;
  min_kyc: MinKyc;
  /** Compliance reviews each real subscription; a refused one is returned in full. */
  review: boolean;
  texts: Record<Lang, ProductText>;
}

/** The server names the stored fields; the form holds percentages in their place. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  daily_rate_ppm: 'daily_rate_percent',
  penalty_ppm: 'penalty_percent',
};

/** A new product: closed until operations open it, so a half-set product takes no orders. */
export function emptyProductForm(): ProductFormValues {
  return {
    tier: 'ai',
    status: 'closed',
    term_days: 30,
    daily_rate_percent: '',
    min_amount: '',
    max_amount: '',
    capacity: '',
    penalty_mode: 'fixed',
    penalty_percent: '',
    min_kyc: 'none',
    review: false,
    texts: emptyLangTexts(TEXT_FIELDS),
  };
}

/** The form of a stored product; languages without their own text start empty. */
export function formFromProduct(product: AdminEarnProduct): ProductFormValues {
  return {
    tier: product.tier,
    status: product.status,
    term_days: product.term_days,
    daily_rate_percent: ppmPercentText(product.daily_rate_ppm),
    min_amount: product.min_amount,
    max_amount: product.max_amount,
    capacity: product.capacity,
    penalty_mode: product.penalty_mode,
    penalty_percent: ppmPercentText(product.penalty_ppm),
    min_kyc: product.min_kyc,
    review: product.review,
    texts: langTextsOf(product.texts, TEXT_FIELDS),
  };
}

/**
 * A rate typed by staff as whole parts per million ("0.35" is 3,500), or why it cannot be; a
 * step finer than 0.0001% is refused rather than rounded.
 */
export const percentToPpm = (text: string) => readPercent(text, '0.35');

type TextsPayload = SaveProductPayload['texts'];

/**
 * The texts to send. English needs a name (its description and strategy are what customers read
 * when their language has none); another language left entirely empty is sent as null, so
 * customers using it read English; a language with any text needs its name.
 */
export function buildProductTexts(
  texts: Partial<Record<Lang, Partial<ProductText>>>,
): { texts: TextsPayload } | { problems: FieldProblem[] } {
  return buildLangTexts(texts, TEXT_FIELDS, {
    name: 'Enter the English name.',
    description: 'Describe the product in English.',
    strategy: 'Say in English where the yield comes from.',
  });
}

function rateField(
  name: keyof ProductFormValues,
  text: string,
  range: { min: number; max: number; words: string },
  problems: FieldProblem[],
): number {
  const read = percentToPpm(text);
  if ('problem' in read) {
    problems.push({ name: [name], message: read.problem });
    return 0;
  }
  if (read.ppm < range.min || read.ppm > range.max) problems.push({ name: [name], message: range.words });
  return read.ppm;
}

/** Term, rates and amounts, checked as the server checks them, so a typo costs no round trip. */
function termsOf(values: ProductFormValues, problems: FieldProblem[]) {
  const term = values.term_days;
  if (term === null || !Number.isInteger(term) || term < 1 || term > TERM_DAYS_MAX)
    problems.push({
      name: ['term_days'],
      message: `Enter a whole number of days from 1 to ${TERM_DAYS_MAX}.`,
    });
  const daily_rate_ppm = rateField(
    'daily_rate_percent',
    values.daily_rate_percent,
    {
      min: 1,
      max: DAILY_RATE_PPM_MAX,
      words: 'The daily rate is from 0.0001% to 10% a day.',
    },
    problems,
  );
  const penalty_ppm = rateField(
    'penalty_percent',
    values.penalty_percent,
    {
      min: 0,
      max: PENALTY_PPM_MAX,
      words: 'The penalty is from 0% to 100%.',
    },
    problems,
  );
  const amounts = checkAmounts(
    { min_amount: values.min_amount, max_amount: values.max_amount, capacity: values.capacity },
    AMOUNTS,
    problems,
  );
  return { term_days: term ?? 0, daily_rate_ppm, penalty_ppm, ...amounts };
}

/**
 * saveEarnProduct's input from the editor's form: a new product without an id, a change with
 * the product's. Every language is sent, so one emptied in the form (null) falls back to English.
 */
export function buildSaveInput(
  values: ProductFormValues,
  id: number | null,
): { payload: SaveProductPayload } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const texts = buildProductTexts(values.texts);
  if ('problems' in texts) problems.push(...texts.problems);
  const terms = termsOf(values, problems);
  if (problems.length > 0 || 'problems' in texts) return { problems };
  return {
    payload: {
      ...(id === null ? {} : { id }),
      tier: values.tier,
      texts: texts.texts,
      ...terms,
      penalty_mode: values.penalty_mode,
      min_kyc: values.min_kyc,
      review: values.review,
      status: values.status,
    },
  };
}

/**
 * What a rate means for one order, for the editor to repeat in words: the yield on 1,000 USDT
 * a day and over the term, exact (ppm x 1,000 / 1,000,000 = ppm / 1,000).
 */
export function yieldExample(dailyRatePpm: number, termDays: number): { daily: string; term: string } {
  const perThousand = (ppm: number) => {
    const whole = Math.floor(ppm / 1_000);
    const fraction = String(ppm % 1_000)
      .padStart(3, '0')
      .replace(/0+$/, '');
    return `${whole}${fraction ? `.${fraction}` : ''}`;
  };
  const grouped = (ppm: number) => groupDecimalText(perThousand(ppm), 'en');
  return { daily: grouped(dailyRatePpm), term: grouped(dailyRatePpm * termDays) };
}

/** What a typed daily rate means, under its input: in ppm, and for 1,000 USDT a day and over the term. */
export function rateMeaning(percentText: string, termDays: number | null | undefined): string {
  const read = percentToPpm(percentText);
  if (!('ppm' in read) || read.ppm === 0)
    return 'Sent as a whole number of parts per million (0.0001% steps).';
  const term = Number.isInteger(termDays) && (termDays ?? 0) > 0 ? Number(termDays) : null;
  const example = yieldExample(read.ppm, term ?? 0);
  const thousand = `1,000 ${EARN_ASSET}`;
  const over = term === null ? '' : `, ${example.term} ${EARN_ASSET} over ${countText(term, 'day', 'days')}`;
  return `${read.ppm.toLocaleString('en')} ppm: ${thousand} earns ${example.daily} ${EARN_ASSET} a day${over}.`;
}
