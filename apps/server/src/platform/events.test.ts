import { describe, expect, it } from 'vitest';
import type { Db, DbOrTx } from './db.ts';
import { EventBus } from './events.ts';

interface TestEvents {
  'test.written': { n: number };
  'test.other': { text: string };
}

const errors: Record<string, unknown>[] = [];
const log = { error: (details: Record<string, unknown>) => errors.push(details) };

/** A transaction handle of the stand-in database: its writes become visible when it commits. */
interface FakeTx {
  write(n: number): void;
}

/**
 * A stand-in database with the transaction contract the bus relies on: `transaction(run)` commits
 * when `run` resolves and rolls back (dropping the writes) when it rejects.
 */
function fakeDatabase() {
  const rows: number[] = [];
  const db = {
    rows,
    async transaction<T>(run: (tx: FakeTx) => Promise<T>): Promise<T> {
      const writes: number[] = [];
      const result = await run({ write: (n) => writes.push(n) });
      rows.push(...writes);
      return result;
    },
  };
  return db;
}

type Fake = ReturnType<typeof fakeDatabase>;
const asDb = (db: Fake) => db as unknown as Db;
const asTx = (tx: FakeTx) => tx as unknown as DbOrTx;
const txOf = (tx: DbOrTx) => tx as unknown as FakeTx;

function busWith(db: Fake, heard: unknown[]) {
  const bus = new EventBus<TestEvents>(log);
  bus.track(asDb(db));
  bus.subscribe('test.written', (p) => {
    heard.push(p.n);
  });
  return bus;
}

describe('event bus', () => {
  it('delivers an emitted event only after its transaction commits', async () => {
    const db = fakeDatabase();
    const heard: unknown[] = [];
    const bus = busWith(db, heard);
    let seenInside: unknown[] = ['not read'];
    await db.transaction(async (tx) => {
      tx.write(1);
      await bus.emit(asTx(tx), 'test.written', { n: 1 });
      // Give any early delivery the chance to happen: none may before the commit.
      await new Promise((resolve) => setTimeout(resolve, 5));
      seenInside = [...heard];
    });
    await bus.idle();
    expect(seenInside).toEqual([]);
    expect(heard).toEqual([1]);
    expect(db.rows).toEqual([1]);
  });

  it('drops the events of a transaction that rolls back', async () => {
    const db = fakeDatabase();
    const heard: unknown[] = [];
    const bus = busWith(db, heard);
    const failed = db.transaction(async (tx) => {
      tx.write(2);
      await bus.emit(asTx(tx), 'test.written', { n: 2 });
      throw new Error('refused after the emit');
    });
    await expect(failed).rejects.toThrow('refused after the emit');
    await bus.idle();
    expect(heard).toEqual([]);
    expect(db.rows).toEqual([]);
  });

  it('runs in-transaction subscribers inside the transaction, and their failure rolls it back', async () => {
    const db = fakeDatabase();
    const heard: unknown[] = [];
    const bus = busWith(db, heard);
    bus.subscribeInTransaction('test.written', async (tx, p) => {
      txOf(tx).write(p.n + 100);
      if (p.n === 4) throw new Error('effect refused');
    });
    await db.transaction((tx) => bus.emit(asTx(tx), 'test.written', { n: 3 }));
    const failed = db.transaction((tx) => bus.emit(asTx(tx), 'test.written', { n: 4 }));
    await expect(failed).rejects.toThrow('effect refused');
    await bus.idle();
    expect(db.rows).toEqual([103]);
    expect(heard).toEqual([3]);
  });

  it('keeps a failing subscriber from the publisher and from the other subscribers', async () => {
    errors.length = 0;
    const db = fakeDatabase();
    const heard: unknown[] = [];
    const bus = new EventBus<TestEvents>(log);
    bus.track(asDb(db));
    bus.subscribe('test.written', () => {
      throw new Error('subscriber broke');
    });
    bus.subscribe('test.written', async () => {
      await Promise.resolve();
      throw new Error('async subscriber broke');
    });
    bus.subscribe('test.written', (p) => {
      heard.push(p.n);
    });
    const result = await db.transaction(async (tx) => {
      await bus.emit(asTx(tx), 'test.written', { n: 5 });
      return 'committed';
    });
    bus.publish('test.written', { n: 6 });
    await bus.idle();
    expect(result).toBe('committed');
    expect(heard).toEqual([5, 6]);
    expect(errors.map((e) => [e.event, String(e.err)]).sort()).toEqual([
      ['test.written', 'Error: async subscriber broke'],
      ['test.written', 'Error: async subscriber broke'],
      ['test.written', 'Error: subscriber broke'],
      ['test.written', 'Error: subscriber broke'],
    ]);
  });

  it("delivers one publisher's events in order, even when a subscriber is slow", async () => {
    const db = fakeDatabase();
    const heard: string[] = [];
    const bus = new EventBus<TestEvents>(log);
    bus.track(asDb(db));
    bus.subscribe('test.written', async (p) => {
      // The first event takes longest: the later ones still wait for it.
      await new Promise((resolve) => setTimeout(resolve, p.n === 1 ? 20 : 1));
      heard.push(`written ${p.n}`);
    });
    bus.subscribe('test.other', (p) => {
      heard.push(`other ${p.text}`);
    });
    await db.transaction(async (tx) => {
      for (const n of [1, 2]) await bus.emit(asTx(tx), 'test.written', { n });
      await bus.emit(asTx(tx), 'test.other', { text: 'a' });
      await bus.emit(asTx(tx), 'test.written', { n: 3 });
    });
    for (const n of [4, 5]) bus.publish('test.written', { n });
    await bus.idle();
    expect(heard.filter((h) => h.startsWith('written'))).toEqual([
      'written 1',
      'written 2',
      'written 3',
      'written 4',
      'written 5',
    ]);
    expect(heard).toContain('other a');
  });

  it('refuses an emit on a database it does not track', async () => {
    const bus = new EventBus<TestEvents>(log);
    const db = fakeDatabase();
    const emitted = db.transaction((tx) => bus.emit(asTx(tx), 'test.written', { n: 7 }));
    await expect(emitted).rejects.toThrow('does not track');
  });

  it('stops delivering to a subscriber that unsubscribed', async () => {
    const heard: unknown[] = [];
    const bus = busWith(fakeDatabase(), heard);
    const later: unknown[] = [];
    const stop = bus.subscribe('test.written', (p) => {
      later.push(p.n);
    });
    bus.publish('test.written', { n: 8 });
    await bus.idle();
    stop();
    bus.publish('test.written', { n: 9 });
    await bus.idle();
    expect(heard).toEqual([8, 9]);
    expect(later).toEqual([8]);
  });
});
