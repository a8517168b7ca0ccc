import {
  type AdminInput,
  type AdminOutput,
  ASSET_SCALES,
  type EarnPenaltyMode,
  type EarnTier,
  groupDecimalText,
  LANGS,
  type Lang,
} from '@platform/contract';
import { compareAmounts, unitsOf } from '../../lib/amounts.ts';
import { type MinKyc, PPM_PER_PERCENT, ppmPercentText } from './earn-model.ts';

/**
 * The escrow product editor's form and how it becomes saveEarnProduct's input. Rates are typed
 * as percentages and sent as whole parts per million; amounts stay decimal strings. Pure, so it
 * is tested without a browser.
 */

export type AdminEarnProduct = AdminOutput<'earnProductsAdmin'>[number];
export type SaveProductPayload = Omit<AdminInput<'saveEarnProduct'>, 'lang' | 'rtoken' | 'token'>;
export type ProductStatus = AdminEarnProduct['status'];

/** The languages in the order of the editor's tabs, each named for staff who read English. */
export const LANG_LABELS: Readonly<Record<Lang, string>> = {
  en: 'English',
  xby: 'Spanish',
  jp: 'Japanese',
  hy: 'Korean',
  ty: 'Thai',
  yn: 'Vietnamese',
  zh: 'Chinese (Simplified)',
  ft: 'Chinese (Traditional)',
};

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
const AMOUNT_SCALE = ASSET_SCALES.USDT;

export interface ProductText {
  name: string;
  description: string;
  strategy: string;
}

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
  texts: Record<Lang, ProductText>;
}

/** A field the browser refuses before sending, by its form path. */
export interface FieldProblem {
  name: (string | number)[];
  message: string;
}

/** The server names the stored fields; the form holds percentages in their place. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  daily_rate_ppm: 'daily_rate_percent',
  penalty_ppm: 'penalty_percent',
};

const EMPTY_TEXT: ProductText = { name: '', description: '', strategy: '' };

function emptyTexts(): Record<Lang, ProductText> {
  return Object.fromEntries(LANGS.map((l) => [l, { ...EMPTY_TEXT }])) as Record<Lang, ProductText>;
}

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
    texts: emptyTexts(),
  };
}

/** The form of a stored product; languages without their own text start empty. */
export function formFromProduct(product: AdminEarnProduct): ProductFormValues {
  const texts = emptyTexts();
  for (const lang of LANGS) {
    const text = product.texts[lang];
    if (text) texts[lang] = { name: text.name, description: text.description, strategy: text.strategy };
  }
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
    texts,
  };
}

const PERCENT = /^(\d{1,7})(?:\.(\d+))?$/;

/**
 * A percentage typed by staff as whole parts per million ("0.35" is 3,500), or why it cannot be:
 * 0.0001% (1 ppm) is the finest step, so a finer one is refused rather than rounded.
 */
export function percentToPpm(text: string): { ppm: number } | { problem: string } {
  const match = PERCENT.exec(text.trim());
  if (!match) return { problem: 'Enter a percentage such as 0.35 (no % sign, commas or minus).' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > 4) return { problem: 'At most 4 decimals: 0.0001% (1 ppm) is the finest step.' };
  return { ppm: Number(whole) * PPM_PER_PERCENT + Number(fraction.padEnd(4, '0')) };
}

/** Whether a language has no text of its own: customers using it read English. */
export function isBlankText(text: Partial<ProductText> | undefined | null): boolean {
  return !text || [text.name, text.description, text.strategy].every((v) => !v?.trim());
}

type TextsPayload = SaveProductPayload['texts'];

/**
 * The texts to send. English needs a name (its description and strategy are what customers read
 * when their language has none); another language left entirely empty is sent as null, so
 * customers using it read English; a language with any text needs its name.
 */
export function buildProductTexts(
  texts: Partial<Record<Lang, Partial<ProductText>>>,
): { texts: TextsPayload } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const trimmed = (t: Partial<ProductText> | undefined): ProductText => ({
    name: (t?.name ?? '').trim(),
    description: (t?.description ?? '').trim(),
    strategy: (t?.strategy ?? '').trim(),
  });
  const en = trimmed(texts.en);
  if (!en.name) problems.push({ name: ['texts', 'en', 'name'], message: 'Enter the English name.' });
  if (!en.description)
    problems.push({ name: ['texts', 'en', 'description'], message: 'Describe the product in English.' });
  if (!en.strategy)
    problems.push({
      name: ['texts', 'en', 'strategy'],
      message: 'Say in English where the yield comes from.',
    });
  const out: TextsPayload = { en };
  for (const lang of LANGS) {
    if (lang === 'en') continue;
    const text = trimmed(texts[lang]);
    if (isBlankText(text)) {
      out[lang] = null;
      continue;
    }
    if (!text.name)
      problems.push({
        name: ['texts', lang, 'name'],
        message: 'Enter a name, or empty every field of this language to show English.',
      });
    out[lang] = text;
  }
  return problems.length > 0 ? { problems } : { texts: out };
}

/** Why an amount of USDT cannot be sent, or null when it can. */
export function amountProblem(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter an amount of USDT.';
  if (!/^\d{1,20}(\.\d{1,18})?$/.test(trimmed)) return 'Enter a number such as 100 or 2500.5 (no commas).';
  if (unitsOf(trimmed, AMOUNT_SCALE) === null) return `At most ${AMOUNT_SCALE} decimals.`;
  return null;
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
  const amounts = { min_amount: values.min_amount, max_amount: values.max_amount, capacity: values.capacity };
  for (const [name, text] of Object.entries(amounts)) {
    const problem = amountProblem(text ?? '');
    if (problem !== null) problems.push({ name: [name], message: problem });
  }
  const min = values.min_amount.trim();
  const max = values.max_amount.trim();
  if (amountProblem(min) === null && amountProblem(max) === null && compareAmounts(min, max) === 1)
    problems.push({ name: ['max_amount'], message: 'The maximum of an order is below its minimum.' });
  return {
    term_days: term ?? 0,
    daily_rate_ppm,
    penalty_ppm,
    min_amount: min,
    max_amount: max,
    capacity: values.capacity.trim(),
  };
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
      status: values.status,
    },
  };
}

/** The language a field problem or refusal belongs to, so the editor can show that tab. */
export function problemLang(names: readonly (readonly (string | number)[])[]): Lang | undefined {
  const lang = names.find((n) => n[0] === 'texts')?.[1];
  return LANGS.find((l) => l === lang);
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
  const over = term === null ? '' : `, ${example.term} ${EARN_ASSET} over ${term} days`;
  return `${read.ppm.toLocaleString('en')} ppm: ${thousand} earns ${example.daily} ${EARN_ASSET} a day${over}.`;
}

/**
 * The leaf paths of a form change (`{ texts: { en: { name } } }` is texts.en.name), so the editor
 * can clear the problem shown under a field as soon as it is edited.
 */
export function changedPaths(changed: unknown, prefix: string[] = []): string[][] {
  if (typeof changed !== 'object' || changed === null || Array.isArray(changed)) return [prefix];
  return Object.entries(changed).flatMap(([key, value]) => changedPaths(value, [...prefix, key]));
}
