import { describe, expect, it } from 'vitest';
import { changedPaths, checkAmounts, type FieldProblem, problemLang } from './form-problems.ts';

const USDT = { asset: 'USDT', scale: 6 };

describe('the language of a problem', () => {
  it('finds the tab a problem or refusal is on', () => {
    expect(problemLang([['term_days'], ['texts', 'ty', 'name']])).toBe('ty');
    expect(problemLang([['min_amount'], ['texts', 'hy', 'name']])).toBe('hy');
  });

  it('finds none outside the texts', () => {
    expect(problemLang([['capacity']])).toBeUndefined();
    expect(problemLang([['components', 0, 'symbol']])).toBeUndefined();
    expect(problemLang([['texts', 'xx', 'name']])).toBeUndefined();
  });
});

describe('edits', () => {
  it('names every field a change touched', () => {
    expect(changedPaths({ texts: { en: { name: 'x' } } })).toEqual([['texts', 'en', 'name']]);
    expect(changedPaths({ term_days: 30, daily_rate_percent: '0.3' })).toEqual([
      ['term_days'],
      ['daily_rate_percent'],
    ]);
    expect(changedPaths({ term_days: null })).toEqual([['term_days']]);
    expect(changedPaths({ min_amount: '5' })).toEqual([['min_amount']]);
  });

  it('names a list with the row a change touched', () => {
    // antd reports a change of the second row as a sparse list.
    const sparse: unknown[] = [];
    sparse[1] = { weight_percent: '60' };
    expect(changedPaths({ components: sparse })).toEqual([
      ['components'],
      ['components', 1, 'weight_percent'],
    ]);
  });
});

describe('the amounts of an editor', () => {
  it('sends amounts trimmed when each is a decimal of the asset and the range holds', () => {
    const problems: FieldProblem[] = [];
    expect(
      checkAmounts({ min_amount: ' 10 ', max_amount: '10', capacity: '5000.5' }, USDT, problems),
    ).toEqual({
      min_amount: '10',
      max_amount: '10',
      capacity: '5000.5',
    });
    expect(problems).toEqual([]);
  });

  it('puts each problem under its field, the range last', () => {
    const problems: FieldProblem[] = [];
    checkAmounts({ min_amount: '', max_amount: '1,000', capacity: '0.0000001' }, USDT, problems);
    expect(problems).toEqual([
      { name: ['min_amount'], message: 'Enter an amount of USDT.' },
      { name: ['max_amount'], message: 'Enter a number such as 100 or 2500.5 (no commas).' },
      { name: ['capacity'], message: 'At most 6 decimals.' },
    ]);
  });

  it('refuses a maximum below the minimum, compared exactly', () => {
    const problems: FieldProblem[] = [];
    checkAmounts({ min_amount: '100.000001', max_amount: '100' }, USDT, problems);
    expect(problems).toEqual([
      { name: ['max_amount'], message: 'The maximum of an order is below its minimum.' },
    ]);
  });

  it('reads a missing amount as empty, never as zero', () => {
    const problems: FieldProblem[] = [];
    expect(checkAmounts({ min_amount: undefined, max_amount: '5' }, USDT, problems)).toEqual({
      min_amount: '',
      max_amount: '5',
    });
    expect(problems).toEqual([{ name: ['min_amount'], message: 'Enter an amount of USDT.' }]);
  });
});
