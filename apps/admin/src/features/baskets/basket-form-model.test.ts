import { LANGS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  type BasketFormValues,
  buildBasketTexts,
  buildComponents,
  buildSaveInput,
  componentsRefusal,
  emptyBasketForm,
  evenWeights,
  formFromBasket,
  percentToPpm,
  weightsSum,
} from './basket-form-model.ts';
import type { AdminBasket } from './baskets-model.ts';

const EN = { name: 'Steady Mix', description: 'Gold and bonds, rebalanced by a new basket.' };
const nulls = Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, null]));

const filled = (change: Partial<BasketFormValues> = {}): BasketFormValues => {
  const form = emptyBasketForm();
  form.texts.en = { ...EN };
  return {
    ...form,
    components: [
      { symbol: 'btcusdt', weight_percent: '40' },
      { symbol: 'XAUUSD', weight_percent: '60' },
    ],
    subscription_fee_percent: '0.5',
    redemption_fee_percent: '0.25',
    management_fee_percent: '1.2',
    min_amount: '10',
    max_amount: '100000',
    ...change,
  };
};

const row = (symbol: string, weight_percent: string) => ({ symbol, weight_percent });
const storedComponent = (symbol: string, weight_ppm: number): AdminBasket['components'][number] => ({
  symbol,
  category: 'crypto',
  weight_ppm,
  base: null,
  last: null,
  open: true,
  hours: '24/7',
});

describe('percentages and ppm', () => {
  it.each(['', '-1', '0,5', '40%', 'abc', '1.'])('refuses %j with words to fix it', (text) => {
    expect(percentToPpm(text)).toEqual({
      problem: 'Enter a percentage such as 0.5 (no % sign, commas or minus).',
    });
  });

  it('reads a weight typed as a percentage in ppm', () => {
    expect(percentToPpm(' 33.3333 ')).toEqual({ ppm: 333_333 });
  });
});

describe('the running sum of the weights', () => {
  it.each([
    [['40', '60'], 1_000_000, '100.0000%', true],
    [['33.3333', '33.3333', '33.3333'], 999_999, '99.9999%', false],
    [['33.3334', '33.3333', '33.3333'], 1_000_000, '100.0000%', true],
    [['50', '50.0001'], 1_000_001, '100.0001%', false],
    [[], 0, '0.0000%', false],
  ])('%j adds up to %s ppm (%s), complete: %s', (weights, ppm, text, complete) => {
    expect(weightsSum(weights.map((w) => row('BTCUSDT', w)))).toEqual({ ppm, text, unreadable: 0, complete });
  });

  it('counts the weights not typed yet and is never complete with one', () => {
    expect(weightsSum([row('BTCUSDT', '100'), row('', '')])).toEqual({
      ppm: 1_000_000,
      text: '100.0000%',
      unreadable: 1,
      complete: false,
    });
  });

  it('splits evenly into weights that add up to exactly 100%', () => {
    expect(evenWeights(3)).toEqual(['33.3334', '33.3333', '33.3333']);
    expect(evenWeights(7).reduce((sum, w) => sum + (percentToPpm(w) as { ppm: number }).ppm, 0)).toBe(
      1_000_000,
    );
    expect(evenWeights(4)).toEqual(['25', '25', '25', '25']);
    expect(evenWeights(0)).toEqual([]);
  });
});

describe('components of a new basket', () => {
  it('sends symbols as the server spells them and weights as ppm', () => {
    expect(buildComponents([row(' btcusdt ', '40'), row('XAUUSD', '60')])).toEqual({
      components: [
        { symbol: 'BTCUSDT', weight_ppm: 400_000 },
        { symbol: 'XAUUSD', weight_ppm: 600_000 },
      ],
    });
  });

  it('refuses weights that do not add up to exactly 100%', () => {
    expect(
      buildComponents([row('BTCUSDT', '33.3333'), row('ETHUSDT', '33.3333'), row('XAUUSD', '33.3333')]),
    ).toEqual({
      problems: [
        {
          name: ['components'],
          message: 'The weights add up to 99.9999%; they must add up to exactly 100.0000%.',
        },
      ],
    });
  });

  it('puts a missing instrument, a repeated one and a bad weight under their row', () => {
    const built = buildComponents([row('BTCUSDT', '50'), row('btcusdt', '0'), row('', 'x')]);
    expect(built).toEqual({
      problems: [
        { name: ['components', 1, 'symbol'], message: 'BTCUSDT is already a component.' },
        { name: ['components', 1, 'weight_percent'], message: 'A weight is at least 0.0001%.' },
        { name: ['components', 2, 'symbol'], message: 'Pick an instrument.' },
        {
          name: ['components', 2, 'weight_percent'],
          message: 'Enter a percentage such as 0.5 (no % sign, commas or minus).',
        },
      ],
    });
  });

  it('needs at least one component and at most 20', () => {
    expect(buildComponents([])).toEqual({
      problems: [{ name: ['components'], message: 'Add at least one component.' }],
    });
    const many = Array.from({ length: 21 }, (_, i) => row(`SYM${i}`, i === 0 ? '80' : '1'));
    expect(buildComponents(many)).toEqual({
      problems: [{ name: ['components'], message: 'At most 20 components.' }],
    });
  });
});

describe('texts', () => {
  it('needs the English name and description', () => {
    expect(buildBasketTexts({ en: { name: ' ', description: '' } })).toEqual({
      problems: [
        { name: ['texts', 'en', 'name'], message: 'Enter the English name.' },
        { name: ['texts', 'en', 'description'], message: 'Describe the basket in English.' },
      ],
    });
  });

  it('sends an empty language as null (English shown) and a partial one needs its name', () => {
    expect(
      buildBasketTexts({
        en: EN,
        zh: { name: ' 稳健组合 ', description: '' },
        jp: { name: '', description: ' ' },
      }),
    ).toEqual({
      texts: { ...nulls, en: EN, zh: { name: '稳健组合', description: '' } },
    });
    expect(buildBasketTexts({ en: EN, ty: { name: '', description: 'x' } })).toEqual({
      problems: [
        {
          name: ['texts', 'ty', 'name'],
          message: 'Enter a name, or empty every field of this language to show English.',
        },
      ],
    });
  });
});

describe('the basket form as saveBasket input', () => {
  it('creates a basket with its components, fees as ppm and amounts as typed', () => {
    expect(buildSaveInput(filled(), null)).toEqual({
      payload: {
        risk: 'low',
        texts: { ...nulls, en: EN },
        components: [
          { symbol: 'BTCUSDT', weight_ppm: 400_000 },
          { symbol: 'XAUUSD', weight_ppm: 600_000 },
        ],
        subscription_fee_ppm: 5_000,
        redemption_fee_ppm: 2_500,
        management_fee_ppm: 12_000,
        min_amount: '10',
        max_amount: '100000',
        status: 'closed',
      },
    });
  });

  it('changes an existing basket without sending its components, even unbalanced ones', () => {
    const built = buildSaveInput(
      filled({ components: [row('BTCUSDT', '1')], status: 'open', risk: 'balanced' }),
      7,
    );
    expect(built).toMatchObject({ payload: { id: 7, status: 'open', risk: 'balanced' } });
    expect('payload' in built && 'components' in built.payload).toBe(false);
  });

  it('puts every problem under its field', () => {
    const built = buildSaveInput(
      filled({
        components: [row('BTCUSDT', '40'), row('ETHUSDT', '50')],
        subscription_fee_percent: '10.0001',
        management_fee_percent: '',
        min_amount: '500',
        max_amount: '100',
      }),
      null,
    );
    expect('problems' in built && built.problems.map((p) => p.name.join('.'))).toEqual([
      'components',
      'subscription_fee_percent',
      'management_fee_percent',
      'max_amount',
    ]);
  });

  it('reads a stored basket back into the form without losing a digit', () => {
    // The terms a stored basket and the change sent back share, unchanged to the digit.
    const storedTerms = {
      management_fee_ppm: 15_000,
      subscription_fee_ppm: 1,
      redemption_fee_ppm: 0,
      min_amount: '10.000000',
      max_amount: '50000.000000',
      status: 'open',
    } as const;
    const basket: AdminBasket = {
      id: 3,
      risk: 'balanced',
      components: [storedComponent('BTCUSDT', 333_334), storedComponent('ETHUSDT', 666_666)],
      base_nav: '1.000000',
      nav: { nav: null, time: null, open: true, next_open: null },
      ...storedTerms,
      inception_at: null,
      texts: { en: EN, xby: { name: 'Mezcla', description: '' }, jp: null },
      holders: 0,
      units_outstanding: '0.000000',
      value_outstanding: null,
    };
    const form = formFromBasket(basket);
    expect(form).toMatchObject({
      management_fee_percent: '1.5',
      subscription_fee_percent: '0.0001',
      redemption_fee_percent: '0',
      components: [row('BTCUSDT', '33.3334'), row('ETHUSDT', '66.6666')],
    });
    expect(form.texts.jp).toEqual({ name: '', description: '' });
    expect(buildSaveInput(form, basket.id)).toEqual({
      payload: {
        id: 3,
        risk: 'balanced',
        texts: { ...nulls, en: EN, xby: { name: 'Mezcla', description: '' } },
        ...storedTerms,
      },
    });
  });
});

describe('refusals about the components', () => {
  const rows = [row('BTCUSDT', '50'), row('nosuch', '50')];

  it('shows invalid weights under the components', () => {
    expect(componentsRefusal('BASKET_WEIGHTS_INVALID', null, rows)?.name).toEqual(['components']);
  });

  it('names the row of an unknown instrument when the refusal names it, the list otherwise', () => {
    expect(componentsRefusal('BASKET_UNKNOWN_INSTRUMENT', { symbol: 'NOSUCH' }, rows)).toEqual({
      name: ['components', 1, 'symbol'],
      message: 'NOSUCH is not an instrument of the catalogue, or is switched off.',
    });
    expect(componentsRefusal('BASKET_UNKNOWN_INSTRUMENT', null, rows)).toEqual({
      name: ['components'],
      message:
        'A component is not an instrument of the catalogue, or is switched off on the Instruments page.',
    });
  });

  it('leaves other refusals to the toast and the field errors', () => {
    expect(componentsRefusal('BASKET_NOT_FOUND', null, rows)).toBeNull();
    expect(componentsRefusal(undefined, null, rows)).toBeNull();
  });
});
