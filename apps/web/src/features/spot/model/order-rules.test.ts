import { describe, expect, it } from 'vitest';
import { BTCUSDT, TRXUSDT } from './fixtures.ts';
import { estimateOrder } from './order-math.ts';
import { newClientOrderId, orderProblem, priceProblem, quantityProblem } from './order-rules.ts';
import { scalesOf } from './scales.ts';

describe('typed prices (tick of 0.01 USDT)', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['1,000', 'format'],
    ['.5', 'format'],
    ['1e3', 'format'],
    ['-5', 'format'],
    ['65000.001', 'step'],
    ['65000.010', 'step'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['65000', null],
    [' 65000.01 ', null],
  ] as const)('%j: %s', (text, problem) => {
    expect(priceProblem(text, BTCUSDT)).toBe(problem);
  });
});

describe('typed quantities (lot of 0.000001 BTC, 0.00001 to 100 BTC)', () => {
  it.each([
    ['', 'required'],
    ['x', 'format'],
    ['0.0000001', 'step'],
    ['0', 'zero'],
    ['0.000009', 'belowMin'],
    ['0.00001', null],
    ['100', null],
    ['100.000001', 'aboveMax'],
  ] as const)('%j: %s', (text, problem) => {
    expect(quantityProblem(text, BTCUSDT)).toBe(problem);
  });

  it('refuses fractions of a whole-unit lot as off the lot', () => {
    expect(quantityProblem('10.5', TRXUSDT)).toBe('step');
    expect(quantityProblem('9', TRXUSDT)).toBe('belowMin');
  });
});

describe('order problems', () => {
  const s = scalesOf(BTCUSDT);
  const best = { bidTicks: 6_499_000n, askTicks: 6_500_000n };
  const limitBuy = (priceTicks: bigint, lots: bigint) =>
    estimateOrder({ side: 'buy', type: 'limit', priceTicks, lots }, BTCUSDT, s, best);

  it.each([
    // 0.00001 BTC at 100 USDT is 0.001 USDT, under the 5 USDT minimum value.
    ['below the minimum value', limitBuy(10_000n, 10n), null, 'belowMinNotional'],
    // 100 BTC at 65000 USDT is 6.5 million USDT, over the 5 million maximum.
    ['above the maximum value', limitBuy(6_500_000n, 100_000_000n), null, 'aboveMaxNotional'],
    ['more than the available balance', limitBuy(6_500_000n, 1_000_000n), 65_000_000_000n, 'insufficient'],
    ['a balance not known yet', limitBuy(6_500_000n, 1_000_000n), null, null],
    // 65000 + 0.2% fee = 65130 USDT.
    ['exactly the available balance', limitBuy(6_500_000n, 1_000_000n), 65_130_000_000n, null],
  ] as const)('%s', (_, estimate, available, problem) => {
    expect(
      orderProblem({ type: 'limit', estimate, market: BTCUSDT, scales: s, availableUnits: available }),
    ).toBe(problem);
  });

  it('refuses a market order with an empty opposite side', () => {
    const estimate = estimateOrder(
      { side: 'buy', type: 'market', priceTicks: null, lots: 1000n },
      BTCUSDT,
      s,
      { bidTicks: 1n, askTicks: null },
    );
    expect(estimate).toBeNull();
    expect(orderProblem({ type: 'market', estimate, market: BTCUSDT, scales: s, availableUnits: 0n })).toBe(
      'noLiquidity',
    );
    expect(orderProblem({ type: 'limit', estimate, market: BTCUSDT, scales: s, availableUnits: 0n })).toBe(
      null,
    );
  });
});

describe('client order ids', () => {
  it('are the uuid without dashes, within the contract pattern', () => {
    const id = newClientOrderId(() => '123e4567-e89b-12d3-a456-426614174000');
    expect(id).toBe('123e4567e89b12d3a456426614174000');
    expect(newClientOrderId()).toMatch(/^[A-Za-z0-9_-]{1,36}$/);
    expect(newClientOrderId()).not.toBe(newClientOrderId());
  });
});
