import { LANGS } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  type AdminEarnProduct,
  buildProductTexts,
  buildSaveInput,
  emptyProductForm,
  formFromProduct,
  type ProductFormValues,
  percentToPpm,
  rateMeaning,
  yieldExample,
} from './product-form-model.ts';

const EN = { name: 'AI Quant 30', description: 'Thirty days in custody.', strategy: 'Market making fees.' };

const filled = (change: Partial<ProductFormValues> = {}): ProductFormValues => {
  const form = emptyProductForm();
  form.texts.en = { ...EN };
  return {
    ...form,
    daily_rate_percent: '0.3',
    min_amount: '100',
    max_amount: '50000',
    capacity: '1000000',
    penalty_percent: '5',
    ...change,
  };
};

const nulls = Object.fromEntries(LANGS.filter((l) => l !== 'en').map((l) => [l, null]));

describe('percentages and ppm', () => {
  it.each(['', '-1', '0,3', '0.3%', 'abc', '1e2'])('refuses %j with words to fix it', (text) => {
    expect(percentToPpm(text)).toEqual({
      problem: 'Enter a percentage such as 0.35 (no % sign, commas or minus).',
    });
  });

  it('reads a rate typed as a percentage in ppm', () => {
    expect(percentToPpm(' 0.35 ')).toEqual({ ppm: 3_500 });
  });
});

describe('texts', () => {
  it('needs the English name, description and strategy', () => {
    expect(buildProductTexts({ en: { name: ' ', description: '', strategy: '' } })).toEqual({
      problems: [
        { name: ['texts', 'en', 'name'], message: 'Enter the English name.' },
        { name: ['texts', 'en', 'description'], message: 'Describe the product in English.' },
        { name: ['texts', 'en', 'strategy'], message: 'Say in English where the yield comes from.' },
      ],
    });
  });

  it('sends an empty language as null (English shown) and a partial one needs its name', () => {
    const built = buildProductTexts({
      en: EN,
      jp: { name: ' AI クオンツ ', description: '', strategy: '' },
      xby: { name: '', description: '', strategy: '   ' },
    });
    expect(built).toEqual({
      texts: { ...nulls, en: EN, jp: { name: 'AI クオンツ', description: '', strategy: '' } },
    });
    expect(buildProductTexts({ en: EN, hy: { name: '', description: 'x', strategy: '' } })).toEqual({
      problems: [
        {
          name: ['texts', 'hy', 'name'],
          message: 'Enter a name, or empty every field of this language to show English.',
        },
      ],
    });
  });
});

describe('the product form as saveEarnProduct input', () => {
  it('sends percentages as ppm, amounts as typed and no id for a new product', () => {
    expect(buildSaveInput(filled({ penalty_mode: 'daily', penalty_percent: '0.4' }), null)).toEqual({
      payload: {
        tier: 'ai',
        texts: { ...nulls, en: EN },
        term_days: 30,
        daily_rate_ppm: 3_000,
        penalty_ppm: 4_000,
        min_amount: '100',
        max_amount: '50000',
        capacity: '1000000',
        penalty_mode: 'daily',
        review: false,
        min_kyc: 'none',
        status: 'closed',
      },
    });
  });

  it('names the product it changes', () => {
    const built = buildSaveInput(filled({ tier: 'vip', status: 'open', min_kyc: 'advanced' }), 7);
    expect(built).toMatchObject({ payload: { id: 7, tier: 'vip', status: 'open', min_kyc: 'advanced' } });
  });

  it('puts every problem under its field', () => {
    const built = buildSaveInput(
      filled({
        term_days: 0,
        daily_rate_percent: '12',
        penalty_percent: '101',
        min_amount: '500',
        max_amount: '100',
        capacity: '',
      }),
      null,
    );
    expect('problems' in built && built.problems.map((p) => p.name.join('.'))).toEqual([
      'term_days',
      'daily_rate_percent',
      'penalty_percent',
      'capacity',
      'max_amount',
    ]);
  });

  it('refuses a daily rate of zero', () => {
    const built = buildSaveInput(filled({ daily_rate_percent: '0' }), null);
    expect(built).toEqual({
      problems: [{ name: ['daily_rate_percent'], message: 'The daily rate is from 0.0001% to 10% a day.' }],
    });
  });

  it('reads a stored product back into the form without losing a digit', () => {
    const product: AdminEarnProduct = {
      id: 3,
      tier: 'vip',
      asset: 'USDT',
      term_days: 182,
      daily_rate_ppm: 3_500,
      min_amount: '1000.000000',
      max_amount: '100000.000000',
      capacity: '5000000.000000',
      in_custody: '0.000000',
      remaining: '5000000.000000',
      penalty_mode: 'daily',
      penalty_ppm: 4_000,
      min_kyc: 'primary',
      review: true,
      fundable_max: '0.000000',
      status: 'open',
      texts: { en: EN, zh: { name: 'VIP', description: '', strategy: '' }, jp: null },
      open_orders: 0,
      updated_at: 1,
    };
    const form = formFromProduct(product);
    expect(form).toMatchObject({ daily_rate_percent: '0.35', penalty_percent: '0.4', term_days: 182 });
    expect(form.texts.jp).toEqual({ name: '', description: '', strategy: '' });
    expect(buildSaveInput(form, product.id)).toMatchObject({
      payload: {
        id: 3,
        daily_rate_ppm: 3_500,
        penalty_ppm: 4_000,
        min_amount: '1000.000000',
        texts: { en: EN, zh: { name: 'VIP', description: '', strategy: '' }, jp: null },
      },
    });
  });
});

describe('editor words', () => {
  it('works out the yield on 1,000 USDT exactly', () => {
    expect(yieldExample(3_000, 30)).toEqual({ daily: '3', term: '90' });
    expect(yieldExample(3_500, 7)).toEqual({ daily: '3.5', term: '24.5' });
    expect(yieldExample(1, 365)).toEqual({ daily: '0.001', term: '0.365' });
    expect(yieldExample(100_000, 365)).toEqual({ daily: '100', term: '36,500' });
  });
});

describe('what a rate means', () => {
  it('repeats a typed rate in ppm and for 1,000 USDT', () => {
    expect(rateMeaning('0.3', 30)).toBe('3,000 ppm: 1,000 USDT earns 3 USDT a day, 90 USDT over 30 days.');
    expect(rateMeaning('0.35', null)).toBe('3,500 ppm: 1,000 USDT earns 3.5 USDT a day.');
    expect(rateMeaning('', 30)).toBe('Sent as a whole number of parts per million (0.0001% steps).');
  });
});
