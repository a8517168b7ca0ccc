import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { present } from '../../src/platform/assert.ts';
import { ManualClock } from '../../src/platform/clock.ts';
import { declaredSettings, type SettingKey, type SettingValue } from '../../src/platform/settings.ts';
import { post } from '../accounts/fixtures.ts';
import { useTestApp } from '../helpers.ts';
import { adminCall, staffSession } from '../staff-fixtures.ts';

const clock = new ManualClock(Date.UTC(2026, 10, 23, 6, 0, 0));
const app = useTestApp({}, { clock });

const defaults = <K extends SettingKey>(key: K) =>
  (present(declaredSettings().get(key), key).schema as z.ZodType<SettingValue<K>>).parse(undefined);

describe('operator settings that would break a feature are refused with the field named', () => {
  it('refuses an unknown time zone and impossible times in the withdrawal window', async () => {
    const ops = await staffSession(app(), clock, ['operations']);
    const rules = defaults('withdraw.rules');
    const update = (value: unknown) =>
      adminCall(app(), 'updateSetting', { key: 'withdraw.rules', value: JSON.stringify(value) }, ops.token);
    for (const [field, bad, message] of [
      ['timeZone', 'Asia/Hong_Kongg', 'This option is not available.'],
      ['timeZone', 'Mars/Olympus', 'This option is not available.'],
      ['windowEnd', '24:30', 'This value is not valid.'],
      ['windowStart', '24:00', 'This value is not valid.'],
      ['min', '-5', 'Must be a number.'],
      ['max', '1e9', 'Must be a number.'],
      ['min', '100.0000001', 'Too many decimal places.'],
      ['min', '300000', 'Must be at most 200,000.'],
    ] as const) {
      const res = await update({ ...rules, [field]: bad });
      expect(res, `${field}=${bad}: ${JSON.stringify(res)}`).toMatchObject({
        code: 400,
        reason: 'ADMIN_SETTING_INVALID',
        data: { fields: { [field]: message } },
      });
    }
    expect(await app().services.settings.get('withdraw.rules')).toEqual(rules);
    // A real zone other than the default is taken.
    expect((await update({ ...rules, timeZone: 'Europe/Berlin' })).code).toBe(0);
    await app().services.settings.set('withdraw.rules', rules);
  });

  it('refuses holidays of the escrow calendar that are not real dates, in the operator language', async () => {
    const ops = await staffSession(app(), clock, ['operations']);
    const calendar = defaults('earn.calendar');
    const update = (holidays: string[], lang?: string) =>
      adminCall(
        app(),
        'updateSetting',
        { key: 'earn.calendar', value: JSON.stringify({ ...calendar, holidays }), ...(lang ? { lang } : {}) },
        ops.token,
      );
    for (const bad of ['2026-13-45', '2026-02-30', '2026-04-31', '2027-02-29', '2026-00-10', '2026-1-05']) {
      const res = await update(['2026-12-25', bad]);
      expect(res, `${bad}: ${JSON.stringify(res)}`).toMatchObject({
        code: 400,
        reason: 'ADMIN_SETTING_INVALID',
        data: { fields: { 'holidays.1': 'Please enter a date that exists, as YYYY-MM-DD.' } },
      });
    }
    expect(await update(['2026-02-30'], 'xby')).toMatchObject({
      data: { fields: { 'holidays.0': 'Introduce una fecha que exista, con el formato AAAA-MM-DD.' } },
    });
    expect(await app().services.settings.get('earn.calendar')).toEqual(calendar);
    // Real dates, a leap day among them, are taken.
    expect((await update(['2028-02-29', '2026-12-31'])).code).toBe(0);
    await app().services.settings.set('earn.calendar', calendar);
  });

  it('refuses demo balances that are not plain amounts of a known asset in a known wallet within the limit', async () => {
    const ops = await staffSession(app(), clock, ['operations']);
    const update = (value: unknown) =>
      adminCall(app(), 'updateSetting', { key: 'demo.balances', value: JSON.stringify(value) }, ops.token);
    for (const [balances, field, message] of [
      [{ spot: { USDT: 'abc' } }, 'spot.USDT', 'Must be a number.'],
      [{ contract: { USDT: '-5' } }, 'contract.USDT', 'Must be a number.'],
      [{ spot: { USDT: '1e9' } }, 'spot.USDT', 'Must be a number.'],
      [{ futures: { USDT: '10000000000' } }, 'futures.USDT', 'Must be at most 1,000,000,000.'],
      [{ options: { USDT: '1.0000001' } }, 'options.USDT', 'Too many decimal places.'],
      [{ spot: { USDT: '100', DOGE: '5' } }, 'spot.DOGE', 'This option is not available.'],
      [{ spot: { USDT: '100' }, earn: { USDT: '5' } }, 'earn', 'This option is not available.'],
      [{ spot: { USDT: '100' }, USDT: '5' }, 'USDT', 'This value is not valid.'],
      // The earlier flat shape still means the spot wallet, checked the same way.
      [{ USDT: 'abc' }, 'spot.USDT', 'Must be a number.'],
    ] as const) {
      const res = await update(balances);
      expect(res, `${JSON.stringify(balances)}: ${JSON.stringify(res)}`).toMatchObject({
        code: 400,
        reason: 'ADMIN_SETTING_INVALID',
        data: { fields: { [field]: message } },
      });
    }
    // The demo account still opens with the balances in force.
    const demo = await post(app(), 'tempLogin', {});
    expect(demo.code, JSON.stringify(demo)).toBe(7);
    expect((await update({ spot: { USDT: '50000', BTC: '0.5' }, contract: { USDT: '2000' } })).code).toBe(0);
    expect(await app().services.settings.get('demo.balances')).toEqual({
      spot: { USDT: '50000', BTC: '0.5' },
      contract: { USDT: '2000' },
    });
    const funded = await post(app(), 'tempLogin', {});
    expect(funded.code, JSON.stringify(funded)).toBe(7);
    const rows = await app().services.ledger.balances(funded.data.uid, 'demo');
    // Stored as JSON, the assets of a wallet may come back in another order.
    expect(rows.map((r) => [r.wallet, r.asset, r.available])).toEqual(
      expect.arrayContaining([
        ['spot', 'USDT', 50_000_000_000n],
        ['spot', 'BTC', 50_000_000n],
        ['contract', 'USDT', 2_000_000_000n],
      ]),
    );
    expect(rows).toHaveLength(3);
    // A value stored in the earlier flat shape funds the spot wallet.
    expect((await update({ USDT: '700' })).code).toBe(0);
    expect(await app().services.settings.get('demo.balances')).toEqual({ spot: { USDT: '700' } });
  });

  it('refuses a minimum above its maximum and amounts beyond the asset scale in other settings', async () => {
    const ops = await staffSession(app(), clock, ['operations']);
    const update = (key: string, value: unknown) =>
      adminCall(app(), 'updateSetting', { key, value: JSON.stringify(value) }, ops.token);
    const channels = defaults('deposit.channels');
    const usdt = channels.map((c) => (c.id === 'USDT-TRC20' ? { ...c, min: '0.0000001' } : c));
    const refusedChannel = await update('deposit.channels', usdt);
    expect(refusedChannel.reason).toBe('ADMIN_SETTING_INVALID');
    expect(refusedChannel.data.fields['1.min']).toBe('Too many decimal places.');
    const markets = defaults('spot.markets');
    const swapped = { ...markets, BTCUSDT: { ...markets.BTCUSDT, minQuantity: '500' } };
    const refusedMarket = await update('spot.markets', swapped);
    expect(refusedMarket.data.fields['BTCUSDT.minQuantity']).toBe('Must be at most 100.');
    const fixed = defaults('fixedterm.rules');
    const refusedStake = await update('fixedterm.rules', {
      ...fixed,
      delivery: { ...fixed.delivery, minStake: '0' },
    });
    expect(refusedStake.data.fields['delivery.minStake']).toBe('Must be at least 0.000001.');
    const contracts = defaults('contracts.rules');
    const metal = contracts.categories.metal;
    if (!metal) throw new Error('the default contract rules have a metal category');
    const refusedLots = await update('contracts.rules', {
      ...contracts,
      categories: { ...contracts.categories, metal: { ...metal, lotStep: '0', minLots: '80' } },
    });
    expect(refusedLots.data.fields).toEqual({
      'categories.metal.lotStep': 'Must be at least 0.01.',
      'categories.metal.minLots': 'Must be at most 50.',
    });
  });
});
