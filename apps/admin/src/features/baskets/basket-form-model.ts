import { type AdminInput, ASSET_SCALES, type BasketRisk, type Lang } from '@platform/contract';
import { type AmountAsset, checkAmounts, type FieldProblem } from '../../lib/form-problems.ts';
import { buildLangTexts, emptyLangTexts, type LangText, langTextsOf } from '../../lib/lang-texts.ts';
import { ppmPercentText, percentToPpm as readPercent } from '../../lib/percent.ts';
import { type AdminBasket, type BasketStatus, fullPercent, WEIGHTS_TOTAL_PPM } from './baskets-model.ts';

/**
 * The basket editor's form and how it becomes saveBasket's input. Weights and fees are typed as
 * percentages and sent as whole parts per million; amounts stay decimal strings. Components and
 * weights are sent only for a new basket: an existing basket never changes them (a new basket
 * rebalances). Pure, so it is tested without a browser.
 */

export type SaveBasketPayload = Omit<AdminInput<'saveBasket'>, 'lang' | 'rtoken' | 'token'>;

/** Limits of saveBasketInput (packages/contract api/baskets.ts). */
export const COMPONENTS_MAX = 20;
export const FEE_PPM_MAX = 100_000;
export const NAME_MAX = 80;
export const DESCRIPTION_MAX = 1_000;

/** Baskets are bought and redeemed in USDT (spec sections 1 and 2). */
export const BASKET_ASSET = 'USDT';
const AMOUNTS: AmountAsset = { asset: BASKET_ASSET, scale: ASSET_SCALES.USDT };

export type BasketText = LangText<'description'>;
const TEXT_FIELDS = ['name', 'description'] as const;

/** One row of the components editor: an instrument and its weight as a percentage ("40" is 40%). */
export interface ComponentRow {
  symbol: string;
  weight_percent: string;
}

export interface BasketFormValues {
  risk: BasketRisk;
  status: BasketStatus;
  /** Only a new basket's are sent. */
  components: ComponentRow[];
  subscription_fee_percent: string;
  redemption_fee_percent: string;
  /** A year's management fee as a percentage, charged daily in units. */
  management_fee_percent: string;
  min_amount: string;
  max_amount: string;
  texts: Record<Lang, BasketText>;
}

/** The server names the stored fields; the form holds percentages in their place. */
export const SERVER_FIELD_NAMES: Readonly<Record<string, string>> = {
  management_fee_ppm: 'management_fee_percent',
  subscription_fee_ppm: 'subscription_fee_percent',
  redemption_fee_ppm: 'redemption_fee_percent',
  ...Object.fromEntries(
    Array.from({ length: COMPONENTS_MAX }, (_, i) => [
      `components.${i}.weight_ppm`,
      `components.${i}.weight_percent`,
    ]),
  ),
};

const emptyRow = (): ComponentRow => ({ symbol: '', weight_percent: '' });

/** A new basket: closed until operations open it, so a half-set basket takes no orders. */
export function emptyBasketForm(): BasketFormValues {
  return {
    risk: 'low',
    status: 'closed',
    components: [emptyRow(), emptyRow()],
    subscription_fee_percent: '',
    redemption_fee_percent: '',
    management_fee_percent: '',
    min_amount: '',
    max_amount: '',
    texts: emptyLangTexts(TEXT_FIELDS),
  };
}

/** The form of a stored basket; languages without their own text start empty. */
export function formFromBasket(basket: AdminBasket): BasketFormValues {
  return {
    risk: basket.risk,
    status: basket.status,
    components: basket.components.map((c) => ({
      symbol: c.symbol,
      weight_percent: ppmPercentText(c.weight_ppm),
    })),
    subscription_fee_percent: ppmPercentText(basket.subscription_fee_ppm),
    redemption_fee_percent: ppmPercentText(basket.redemption_fee_ppm),
    management_fee_percent: ppmPercentText(basket.management_fee_ppm),
    min_amount: basket.min_amount,
    max_amount: basket.max_amount,
    texts: langTextsOf(basket.texts, TEXT_FIELDS),
  };
}

/**
 * A weight or fee typed by staff as whole parts per million ("33.3333" is 333,333), or why it
 * cannot be; a step finer than 0.0001% is refused rather than rounded.
 */
export const percentToPpm = (text: string) => readPercent(text, '0.5');

/**
 * The running sum of the weights typed so far, for the editor to show under the rows: the
 * weights that read as percentages add up, the others are counted as unreadable.
 */
export function weightsSum(rows: readonly Partial<ComponentRow>[]): {
  ppm: number;
  text: string;
  unreadable: number;
  complete: boolean;
} {
  let ppm = 0;
  let unreadable = 0;
  for (const row of rows) {
    const read = percentToPpm(row?.weight_percent ?? '');
    if ('ppm' in read) ppm += read.ppm;
    else unreadable += 1;
  }
  return { ppm, text: fullPercent(ppm), unreadable, complete: unreadable === 0 && ppm === WEIGHTS_TOTAL_PPM };
}

/** A symbol as the server spells it, or null when it cannot be one. */
const symbolOf = (text: string | undefined) => {
  const symbol = (text ?? '').trim().toUpperCase();
  return /^[A-Z0-9-]{2,20}$/.test(symbol) ? symbol : null;
};

/**
 * A new basket's components as whole ppm, checked as the server checks them: 1 to 20
 * instruments, each once, each weighing at least 0.0001%, adding up to exactly 100%.
 */
export function buildComponents(
  rows: readonly Partial<ComponentRow>[],
): { components: { symbol: string; weight_ppm: number }[] } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  if (rows.length === 0)
    return { problems: [{ name: ['components'], message: 'Add at least one component.' }] };
  if (rows.length > COMPONENTS_MAX)
    problems.push({ name: ['components'], message: `At most ${COMPONENTS_MAX} components.` });
  const seen = new Set<string>();
  const components = rows.map((row, i) => {
    const symbol = symbolOf(row.symbol);
    if (symbol === null) problems.push({ name: ['components', i, 'symbol'], message: 'Pick an instrument.' });
    else if (seen.has(symbol))
      problems.push({ name: ['components', i, 'symbol'], message: `${symbol} is already a component.` });
    else seen.add(symbol);
    const read = percentToPpm(row.weight_percent ?? '');
    if ('problem' in read)
      problems.push({ name: ['components', i, 'weight_percent'], message: read.problem });
    else if (read.ppm < 1)
      problems.push({ name: ['components', i, 'weight_percent'], message: 'A weight is at least 0.0001%.' });
    return { symbol: symbol ?? '', weight_ppm: 'ppm' in read ? read.ppm : 0 };
  });
  const sum = weightsSum(rows);
  if (sum.unreadable === 0 && sum.ppm !== WEIGHTS_TOTAL_PPM)
    problems.push({
      name: ['components'],
      message: `The weights add up to ${sum.text}; they must add up to exactly 100.0000%.`,
    });
  return problems.length > 0 ? { problems } : { components };
}

type TextsPayload = SaveBasketPayload['texts'];

/**
 * The texts to send. English needs a name and a description (what customers read when their
 * language has none); another language left entirely empty is sent as null, so customers using
 * it read English; a language with any text needs its name.
 */
export function buildBasketTexts(
  texts: Partial<Record<Lang, Partial<BasketText>>>,
): { texts: TextsPayload } | { problems: FieldProblem[] } {
  return buildLangTexts(texts, TEXT_FIELDS, {
    name: 'Enter the English name.',
    description: 'Describe the basket in English.',
  });
}

const FEE_FIELDS = [
  ['subscription_fee_percent', 'subscription_fee_ppm'],
  ['redemption_fee_percent', 'redemption_fee_ppm'],
  ['management_fee_percent', 'management_fee_ppm'],
] as const;

/** Fees and the range of one order, checked as the server checks them, so a typo costs no round trip. */
function termsOf(values: BasketFormValues, problems: FieldProblem[]) {
  const fees = { subscription_fee_ppm: 0, redemption_fee_ppm: 0, management_fee_ppm: 0 };
  for (const [field, sent] of FEE_FIELDS) {
    const read = percentToPpm(values[field] ?? '');
    if ('problem' in read) problems.push({ name: [field], message: read.problem });
    else if (read.ppm > FEE_PPM_MAX) problems.push({ name: [field], message: 'A fee is from 0% to 10%.' });
    else fees[sent] = read.ppm;
  }
  const amounts = checkAmounts(
    { min_amount: values.min_amount, max_amount: values.max_amount },
    AMOUNTS,
    problems,
  );
  return { ...fees, ...amounts };
}

/**
 * saveBasket's input from the editor's form: a new basket without an id and with its
 * components, a change with the basket's id and without them. Every language is sent, so one
 * emptied in the form (null) falls back to English.
 */
export function buildSaveInput(
  values: BasketFormValues,
  id: number | null,
): { payload: SaveBasketPayload } | { problems: FieldProblem[] } {
  const problems: FieldProblem[] = [];
  const components = id === null ? buildComponents(values.components ?? []) : null;
  if (components && 'problems' in components) problems.push(...components.problems);
  const terms = termsOf(values, problems);
  const texts = buildBasketTexts(values.texts);
  if ('problems' in texts) problems.push(...texts.problems);
  if (problems.length > 0 || 'problems' in texts) return { problems };
  return {
    payload: {
      ...(id === null ? {} : { id }),
      risk: values.risk,
      texts: texts.texts,
      ...(components && 'components' in components ? { components: components.components } : {}),
      ...terms,
      status: values.status,
    },
  };
}

/**
 * A refusal of saveBasket that is about the components, under the components editor: the
 * weights as a whole, or the row of an instrument the catalogue does not have when the refusal
 * names it. Null for any other refusal.
 */
export function componentsRefusal(
  reason: string | undefined,
  data: unknown,
  rows: readonly Partial<ComponentRow>[],
): FieldProblem | null {
  if (reason === 'BASKET_WEIGHTS_INVALID')
    return {
      name: ['components'],
      message:
        'The server refused the weights: each instrument once, whole ppm (0.0001% steps) adding up to exactly 100%.',
    };
  if (reason !== 'BASKET_UNKNOWN_INSTRUMENT') return null;
  const named = typeof data === 'object' && data !== null && 'symbol' in data ? data.symbol : undefined;
  const row =
    typeof named === 'string' ? rows.findIndex((r) => symbolOf(r.symbol) === named.toUpperCase()) : -1;
  if (row >= 0)
    return {
      name: ['components', row, 'symbol'],
      message: `${named} is not an instrument of the catalogue, or is switched off.`,
    };
  return {
    name: ['components'],
    message: 'A component is not an instrument of the catalogue, or is switched off on the Instruments page.',
  };
}

/**
 * Equal weights for `count` components as percentages that add up to exactly 100%: the ppm
 * left over by the division go one each to the first rows (3 rows: 33.3334, 33.3333, 33.3333).
 */
export function evenWeights(count: number): string[] {
  if (count < 1) return [];
  // Rounded down, then the remainder is handed out one ppm a row: the sum is always exact.
  const each = Math.floor(WEIGHTS_TOTAL_PPM / count);
  const left = WEIGHTS_TOTAL_PPM - each * count;
  return Array.from({ length: count }, (_, i) => ppmPercentText(each + (i < left ? 1 : 0)));
}
