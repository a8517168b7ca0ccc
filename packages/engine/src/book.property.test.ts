import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OrderBook } from './book.ts';
import { ReferenceBook } from './reference-book.ts';
import type { NewOrder } from './types.ts';

type Command = { kind: 'place'; order: Omit<NewOrder, 'id'> } | { kind: 'cancel'; back: number };

const side = fc.constantFrom('buy' as const, 'sell' as const);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('place' as const),
      order: fc.oneof(
        {
          weight: 5,
          arbitrary: fc.record({
            type: fc.constant('limit' as const),
            owner: fc.integer({ min: 1, max: 4 }),
            side,
            price: fc.integer({ min: 95, max: 105 }),
            quantity: fc.integer({ min: 1, max: 12 }),
            tif: fc.constantFrom('GTC' as const, 'GTC' as const, 'IOC' as const, 'FOK' as const),
          }),
        },
        {
          weight: 1,
          arbitrary: fc.record({
            type: fc.constant('market' as const),
            owner: fc.integer({ min: 1, max: 4 }),
            side,
            quantity: fc.integer({ min: 1, max: 20 }),
            protection: fc.integer({ min: 93, max: 107 }),
          }),
        },
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), back: fc.integer({ min: 0, max: 30 }) }),
  },
);

/** Runs commands on a book; ids are the command index + 1, a cancel names an earlier id. */
function run(book: OrderBook | ReferenceBook, commands: Command[]) {
  return commands.map((c, i) =>
    c.kind === 'place'
      ? book.place({ ...c.order, id: i + 1 } as NewOrder)
      : book.cancel(Math.max(1, i - c.back)),
  );
}

describe('order book properties (fast-check prints the seed of a failure)', () => {
  it('matches the reference model: same outcomes, fills and resting orders after every command', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 120 }), (commands) => {
        const book = new OrderBook();
        const reference = new ReferenceBook();
        commands.forEach((c, i) => {
          const order = c.kind === 'place' ? ({ ...c.order, id: i + 1 } as NewOrder) : undefined;
          if (order) expect(book.place(order)).toEqual(reference.place(order));
          else {
            const id = Math.max(1, i - (c as { back: number }).back);
            expect(book.cancel(id)).toEqual(reference.cancel(id));
          }
          expect(book.snapshot()).toEqual(reference.snapshot());
        });
      }),
      { numRuns: 300 },
    );
  });

  it('is never crossed, conserves quantity and keeps levels equal to their orders', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 150 }), (commands) => {
        const book = new OrderBook();
        const placed = new Map<number, number>();
        const done = new Map<number, number>();
        commands.forEach((c, i) => {
          if (c.kind === 'cancel') {
            const gone = book.cancel(Math.max(1, i - c.back));
            if (gone) done.set(gone.id, (done.get(gone.id) ?? 0) + gone.remaining);
            return;
          }
          const id = i + 1;
          const out = book.place({ ...c.order, id } as NewOrder);
          placed.set(id, c.order.quantity);
          let taken = 0;
          for (const f of out.fills) {
            taken += f.quantity;
            done.set(f.makerId, (done.get(f.makerId) ?? 0) + f.quantity);
          }
          expect(taken).toBe(out.filled);
          // What the taker did not fill either rests or is dropped; both count as accounted for.
          done.set(id, (done.get(id) ?? 0) + out.filled + (out.status === 'resting' ? 0 : out.remaining));
          const bid = book.bestBid();
          const ask = book.bestAsk();
          if (bid !== undefined && ask !== undefined) expect(bid).toBeLessThan(ask);
        });
        const resting = book.snapshot();
        for (const o of resting) done.set(o.id, (done.get(o.id) ?? 0) + o.remaining);
        for (const [id, quantity] of placed) expect(done.get(id), `order ${id}`).toBe(quantity);
        for (const s of ['buy', 'sell'] as const) {
          const levels = book.depth(s, 1_000);
          const sums = new Map<number, number>();
          for (const o of resting.filter((r) => r.side === s))
            sums.set(o.price, (sums.get(o.price) ?? 0) + o.remaining);
          expect(levels).toEqual([...sums.entries()]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('rebuilds the same book from its command log', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 150 }), (commands) => {
        const first = new OrderBook();
        const outcomes = run(first, commands);
        const replay = new OrderBook();
        expect(run(replay, commands)).toEqual(outcomes);
        expect(replay.snapshot()).toEqual(first.snapshot());
      }),
      { numRuns: 200 },
    );
  });
});
