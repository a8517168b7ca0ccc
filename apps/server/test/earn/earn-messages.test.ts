import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../src/platform/clock.ts';
import { useTestApp } from '../helpers.ts';
import { quietMarket } from '../wallet/wallet-fixtures.ts';
import { buy, CAUTIOUS, financePair, fundReserve, investor, productOf, sell } from './earn-fixtures.ts';

/** Wednesday 25 November 2026, 10:00 UTC. */
const clock = new ManualClock(Date.parse('2026-11-25T10:00:00Z'));

/** A decimal string as a reader expects it: trailing zeros dropped, thousands grouped, their decimal sign. */
function written(value: string, group: string, decimal: string): string {
  const [whole = '', fraction = ''] = value.split('.');
  const trimmed = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return trimmed ? `${grouped}${decimal}${trimmed}` : grouped;
}

describe('escrow refusals write their figures in the reader language', () => {
  const app = useTestApp(quietMarket(), { clock });

  it('groups and trims the cap, the holding, the penalty and the largest fundable order, in English and Spanish', async () => {
    const finance = await financePair(app(), clock);
    await fundReserve(app(), finance, '3000');
    const week = await productOf(app(), 'ai', 7);
    const month = await productOf(app(), 'ai', 30);

    // A conservative customer may hold 10,000 USDT in earning products.
    const cautious = await investor(app(), '20000', CAUTIOUS);
    const placed = await buy(app(), cautious.token, week.id, '10000');
    expect(placed.code, JSON.stringify(placed)).toBe(0);
    const capEn = await buy(app(), cautious.token, week.id, '100');
    expect(capEn).toMatchObject({ reason: 'EARN_RISK_CAP_EXCEEDED' });
    expect(capEn.message).toContain('up to 10,000 USDT');
    expect(capEn.message).toContain('hold 10,000 USDT');
    expect(capEn.message).not.toMatch(/10000|\.000000/);
    const capEs = await buy(app(), cautious.token, week.id, '100', { lang: 'xby' });
    expect(capEs.message).toContain('10.000 USDT');
    expect(capEs.message).not.toMatch(/10000|[.,]000000/);

    // The penalty the customer must confirm again, exactly (500 USDT: 5% of 10,000).
    const penaltyEn = await sell(app(), cautious.token, placed.data.id, '1');
    expect(penaltyEn).toMatchObject({ reason: 'EARN_PENALTY_CHANGED', data: { penalty: '500.000000' } });
    expect(penaltyEn.message).toContain('costs 500 USDT');
    const penaltyEs = await sell(app(), cautious.token, placed.data.id, '1', { lang: 'xby' });
    expect(penaltyEs.message).toContain('500 USDT');
    expect(penaltyEs.message).not.toContain('500.000000');

    // The largest order the reserve can fund now, with every significant digit.
    const bold = await investor(app(), '50000');
    const shortEn = await buy(app(), bold.token, month.id, '50000');
    expect(shortEn).toMatchObject({ reason: 'EARN_RESERVE_SHORT', data: { max: expect.any(String) } });
    const max: string = shortEn.data.max;
    expect(Number(max)).toBeGreaterThan(10_000);
    expect(shortEn.message).toContain(`${written(max, ',', '.')} USDT`);
    expect(shortEn.message).not.toContain(max);
    const shortEs = await buy(app(), bold.token, month.id, '50000', { lang: 'xby' });
    expect(shortEs.message).toContain(`${written(max, '.', ',')} USDT`);
  });
});
