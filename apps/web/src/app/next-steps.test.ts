import type { ProductKey } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { holdsFunds, nextSteps } from './next-steps.ts';

const TODAY = new Set<ProductKey>(['spot', 'contracts', 'fixed-term', 'wallet', 'kyc', 'conversion']);
const keys = (input: Parameters<typeof nextSteps>[0]) => nextSteps(input).map((s) => s.key);

describe('next steps on the logged-in home page', () => {
  it('offers verification, a deposit and a trade to a new customer', () => {
    expect(keys({ demo: false, primary: 'none', funded: false, products: TODAY })).toEqual([
      'verify',
      'deposit',
      'trade',
    ]);
  });

  it('leaves out the steps already done', () => {
    expect(keys({ demo: false, primary: 'approved', funded: false, products: TODAY })).toEqual([
      'deposit',
      'trade',
    ]);
    expect(keys({ demo: false, primary: 'approved', funded: true, products: TODAY })).toEqual(['trade']);
  });

  it('marks a verification under review and keeps steps whose data is not at hand', () => {
    const steps = nextSteps({ demo: false, primary: 'pending', funded: undefined, products: TODAY });
    expect(steps[0]).toEqual({ key: 'verify', to: '/sfyz', pending: true });
    expect(steps.map((s) => s.key)).toEqual(['verify', 'deposit', 'trade']);
  });

  it('asks a demo account only to trade', () => {
    expect(keys({ demo: true, primary: undefined, funded: true, products: TODAY })).toEqual(['trade']);
  });

  it('never offers a product the server does not serve', () => {
    expect(
      nextSteps({ demo: false, primary: 'none', funded: false, products: new Set(['contracts']) }),
    ).toEqual([{ key: 'trade', to: '/preciousMetal' }]);
  });

  it('reads a balance from the decimal strings', () => {
    expect(holdsFunds([{ available: '0', frozen: '0.000000' }])).toBe(false);
    expect(holdsFunds([{ available: '0.000001', frozen: '0' }])).toBe(true);
    expect(holdsFunds([])).toBe(false);
  });
});
