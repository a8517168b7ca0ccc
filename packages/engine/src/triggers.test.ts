import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Trigger, TriggerIndex } from './triggers.ts';

/** The obvious model: a list scanned on every tick. */
class ReferenceTriggers {
  readonly items = new Map<number, Trigger>();
  add(t: Trigger) {
    this.items.set(t.id, { ...t });
  }
  move(id: number, price: number) {
    const t = this.items.get(id);
    if (t) t.price = price;
  }
  remove(id: number) {
    return this.items.delete(id);
  }
  fire(price: number): Trigger[] {
    const all = [...this.items.values()];
    const up = all
      .filter((t) => t.direction === 'above' && t.price <= price)
      .sort((a, b) => a.price - b.price || a.id - b.id);
    const down = all
      .filter((t) => t.direction === 'below' && t.price >= price)
      .sort((a, b) => b.price - a.price || a.id - b.id);
    for (const t of [...up, ...down]) this.items.delete(t.id);
    return [...up, ...down];
  }
}

describe('trigger index', () => {
  it('fires a long position’s take-profit above and its stop-loss below, each once', () => {
    const index = new TriggerIndex();
    index.add({ id: 1, direction: 'above', price: 110 }); // take-profit of a long opened at 100
    index.add({ id: 2, direction: 'below', price: 95 }); // its stop-loss
    index.add({ id: 3, direction: 'below', price: 80 }); // its liquidation price
    expect(index.fire(105)).toEqual([]);
    expect(index.fire(110)).toEqual([{ id: 1, direction: 'above', price: 110 }]);
    expect(index.fire(120)).toEqual([]);
    // A gap down crosses the stop-loss and the liquidation in one tick: stop-loss first.
    expect(index.fire(79).map((t) => t.id)).toEqual([2, 3]);
    expect(index.size).toBe(0);
  });

  it('moves and removes triggers, and refuses a duplicate id or an unsafe price', () => {
    const index = new TriggerIndex();
    index.add({ id: 7, direction: 'above', price: 50 });
    index.move(7, 60);
    expect(index.get(7)).toEqual({ id: 7, direction: 'above', price: 60 });
    expect(index.fire(55)).toEqual([]);
    expect(() => index.add({ id: 7, direction: 'below', price: 1 })).toThrow();
    expect(() => index.add({ id: 8, direction: 'below', price: 0.5 })).toThrow();
    expect(() => index.fire(Number.MAX_SAFE_INTEGER + 2)).toThrow();
    expect(index.remove(7)).toBe(true);
    expect(index.remove(7)).toBe(false);
    expect(() => index.move(7, 1)).toThrow();
  });

  it('fires exactly what a full scan fires, in the same order, over random operations', () => {
    type Op =
      | { kind: 'add'; id: number; direction: 'above' | 'below'; price: number }
      | { kind: 'move'; id: number; price: number }
      | { kind: 'remove'; id: number }
      | { kind: 'fire'; price: number };
    const price = fc.integer({ min: 90, max: 110 });
    const id = fc.integer({ min: 1, max: 40 });
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 5,
        arbitrary: fc.record({
          kind: fc.constant('add' as const),
          id,
          direction: fc.constantFrom('above' as const, 'below' as const),
          price,
        }),
      },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('move' as const), id, price }) },
      { weight: 2, arbitrary: fc.record({ kind: fc.constant('remove' as const), id }) },
      { weight: 3, arbitrary: fc.record({ kind: fc.constant('fire' as const), price }) },
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 200 }), (ops) => {
        const index = new TriggerIndex();
        const reference = new ReferenceTriggers();
        for (const o of ops) {
          if (o.kind === 'add') {
            if (reference.items.has(o.id)) continue;
            const trigger = { id: o.id, direction: o.direction, price: o.price };
            index.add(trigger);
            reference.add(trigger);
          } else if (o.kind === 'move') {
            if (!reference.items.has(o.id)) continue;
            index.move(o.id, o.price);
            reference.move(o.id, o.price);
          } else if (o.kind === 'remove') {
            expect(index.remove(o.id)).toBe(reference.remove(o.id));
          } else {
            expect(index.fire(o.price)).toEqual(reference.fire(o.price));
          }
          expect(index.size).toBe(reference.items.size);
        }
        // Whatever is left fires at the extremes, exactly as the scan says.
        expect([...index.fire(0), ...index.fire(1_000)]).toEqual([
          ...reference.fire(0),
          ...reference.fire(1_000),
        ]);
      }),
      { numRuns: 300 },
    );
  });
});
