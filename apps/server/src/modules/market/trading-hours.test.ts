import { describe, expect, it } from 'vitest';
import { seedInstruments } from './catalogue.ts';
import { isTradingOpen, localWeekMinute, tradingHoursSchema, weekMinute } from './trading-hours.ts';

const hoursOf = (symbol: string) => {
  const spec = seedInstruments().find((s) => s.symbol === symbol);
  if (!spec) throw new Error(`${symbol} missing`);
  return spec.hours;
};
const at = (iso: string) => Date.parse(iso);

describe('trading hours', () => {
  it.each([
    // Crypto never closes.
    ['BTCUSDT', '2026-01-03T12:00:00Z', true],
    ['ETHUSDT-PERP', '2026-01-04T03:00:00Z', true],
    // Forex: closed from Friday 17:00 to Sunday 17:00 New York time (EST = UTC-5 in January).
    ['EURUSD', '2026-01-02T21:59:00Z', true],
    ['EURUSD', '2026-01-02T22:00:00Z', false],
    ['EURUSD', '2026-01-03T12:00:00Z', false],
    ['EURUSD', '2026-01-04T21:59:00Z', false],
    ['EURUSD', '2026-01-04T22:00:00Z', true],
    ['EURUSD', '2026-01-07T03:00:00Z', true],
    // Stocks: 09:30-16:00 New York, weekdays only.
    ['AAPL', '2026-01-05T14:29:00Z', false],
    ['AAPL', '2026-01-05T14:30:00Z', true],
    ['AAPL', '2026-01-05T20:59:00Z', true],
    ['AAPL', '2026-01-05T21:00:00Z', false],
    ['AAPL', '2026-01-10T15:00:00Z', false],
    // After the switch to daylight saving time (8 March 2026) the session opens an hour earlier in UTC.
    ['SPY', '2026-03-09T13:30:00Z', true],
    ['SPY', '2026-03-09T20:00:00Z', false],
    // Gold has a daily break from 17:00 to 18:00 New York time.
    ['XAUUSD', '2026-01-06T22:30:00Z', false],
    ['XAUUSD', '2026-01-06T23:00:00Z', true],
    ['XAUUSD', '2026-01-03T12:00:00Z', false],
  ] as const)('%s at %s is open: %s', (symbol, time, open) => {
    expect(isTradingOpen(hoursOf(symbol), at(time))).toBe(open);
  });

  it('reads local week minutes in the exchange time zone', () => {
    expect(weekMinute('Mon 09:30')).toBe(1440 + 570);
    expect(localWeekMinute(at('2026-01-05T14:30:00Z'), 'America/New_York')).toBe(1440 + 570);
    expect(localWeekMinute(at('2026-01-04T23:00:00Z'), 'Asia/Tokyo')).toBe(1440 + 8 * 60);
  });

  it('survives a round trip through the database document schema', () => {
    for (const spec of seedInstruments()) expect(tradingHoursSchema.parse(spec.hours)).toEqual(spec.hours);
  });
});
