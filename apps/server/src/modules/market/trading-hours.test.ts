import { describe, expect, it } from 'vitest';
import { seedInstruments } from './catalogue.ts';
import {
  ALWAYS_OPEN,
  allOpenAt,
  isTradingOpen,
  localWeekMinute,
  nextOpening,
  tradingHoursSchema,
  weekly,
  weekMinute,
} from './trading-hours.ts';

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

  it.each([
    // A weekend: forex opens Sunday 17:00 New York (22:00 UTC in winter).
    ['EURUSD', '2026-11-28T12:00:00Z', '2026-11-29T22:00:00Z'],
    ['EURUSD', '2026-01-02T22:00:00Z', '2026-01-04T22:00:00Z'],
    // Stocks on a weekend and after the close open the next weekday at 09:30 New York.
    ['AAPL', '2026-01-10T15:00:00Z', '2026-01-12T14:30:00Z'],
    ['AAPL', '2026-01-05T21:00:00Z', '2026-01-06T14:30:00Z'],
    ['AAPL', '2026-01-05T14:29:59Z', '2026-01-05T14:30:00Z'],
    // Across the switch to daylight saving time (8 March 2026) the opening is an hour earlier in UTC.
    ['SPY', '2026-03-07T15:00:00Z', '2026-03-09T13:30:00Z'],
    ['EURUSD', '2026-03-07T12:00:00Z', '2026-03-08T21:00:00Z'],
    // Gold's overnight session: the daily break ends at 18:00, the weekend at Sunday 18:00.
    ['XAUUSD', '2026-01-06T22:30:00Z', '2026-01-06T23:00:00Z'],
    ['XAUUSD', '2026-01-02T22:30:00Z', '2026-01-04T23:00:00Z'],
    // Open markets and markets that never close have no next opening.
    ['AAPL', '2026-01-05T15:00:00Z', null],
    ['EURUSD', '2026-01-07T03:00:00Z', null],
    ['BTCUSDT', '2026-11-28T12:00:00Z', null],
    ['ETHUSDT-PERP', '2026-01-04T03:00:00Z', null],
  ] as const)('%s closed at %s opens at %s', (symbol, time, opens) => {
    const next = nextOpening(hoursOf(symbol), at(time));
    expect(next === null ? null : new Date(next).toISOString()).toBe(
      opens === null ? null : new Date(at(opens)).toISOString(),
    );
    if (next !== null) {
      expect(isTradingOpen(hoursOf(symbol), next)).toBe(true);
      expect(isTradingOpen(hoursOf(symbol), next - 60_000)).toBe(false);
    }
  });

  it('finds the next opening of a session that wraps past Saturday midnight', () => {
    const late = weekly('Asia/Tokyo', 'Sat 22:00 - Sun 02:00 Asia/Tokyo', [['Sat 22:00', 'Sun 02:00']]);
    // Sunday 03:00 in Tokyo is Saturday 18:00 UTC: the session opens again next Saturday 22:00 Tokyo.
    expect(nextOpening(late, at('2026-01-03T18:00:00Z'))).toBe(at('2026-01-10T13:00:00Z'));
    expect(nextOpening(late, at('2026-01-03T16:00:00Z'))).toBeNull();
    expect(nextOpening(ALWAYS_OPEN, at('2026-01-03T16:00:00Z'))).toBeNull();
  });

  it('finds the earliest moment several markets are all open', () => {
    const saturday = at('2026-03-07T15:00:00Z');
    expect(allOpenAt([hoursOf('SPY'), hoursOf('XAUUSD')], saturday)).toBe(at('2026-03-09T13:30:00Z'));
    expect(allOpenAt([hoursOf('BTCUSDT'), hoursOf('EURUSD')], saturday)).toBe(at('2026-03-08T21:00:00Z'));
    const tuesday = at('2026-01-06T15:00:00Z');
    expect(allOpenAt([hoursOf('SPY'), hoursOf('BTCUSDT')], tuesday)).toBe(tuesday);
    // Sessions that never overlap give no moment at all.
    const morning = weekly('UTC', 'mornings', [['Mon 01:00', 'Mon 02:00']]);
    const evening = weekly('UTC', 'evenings', [['Mon 20:00', 'Mon 21:00']]);
    expect(allOpenAt([morning, evening], tuesday)).toBeNull();
  });
});
