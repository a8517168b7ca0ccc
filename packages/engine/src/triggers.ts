/**
 * Price triggers of one instrument (DESIGN.md section 6): take-profit, stop-loss, liquidation and
 * pending-open levels. A trigger fires when the price reaches its level going up (`above`: the
 * price is at or over the level) or going down (`below`: at or under it). Each tick takes out
 * exactly the triggers it fires, in O(k log n) for k fired among n, never by scanning them all.
 * Prices are integer ticks (safe integers); there is no clock and no randomness.
 */
export type Direction = 'above' | 'below';

export interface Trigger {
  /** Unique in the index (the caller encodes position and kind, e.g. position * 4 + kind). */
  id: number;
  direction: Direction;
  /** Level in ticks. */
  price: number;
}

function assertSafe(name: string, value: number): void {
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be a safe integer, got ${value}`);
}

/**
 * A binary heap of ids keyed by price that also knows where each id sits, so a trigger can be
 * moved or removed in O(log n). `before(a, b)` is true when a must come out first.
 */
class IndexedHeap {
  private readonly ids: number[] = [];
  private readonly prices: number[] = [];
  private readonly slot = new Map<number, number>();

  constructor(private readonly ascending: boolean) {}

  get size(): number {
    return this.ids.length;
  }

  has(id: number): boolean {
    return this.slot.has(id);
  }

  priceOf(id: number): number | undefined {
    const i = this.slot.get(id);
    return i === undefined ? undefined : this.prices[i];
  }

  /** The id and price that come out next, if any. */
  top(): { id: number; price: number } | undefined {
    const id = this.ids[0];
    const price = this.prices[0];
    return id === undefined || price === undefined ? undefined : { id, price };
  }

  push(id: number, price: number): void {
    this.ids.push(id);
    this.prices.push(price);
    this.slot.set(id, this.ids.length - 1);
    this.up(this.ids.length - 1);
  }

  remove(id: number): boolean {
    const i = this.slot.get(id);
    if (i === undefined) return false;
    const last = this.ids.length - 1;
    this.swap(i, last);
    this.ids.pop();
    this.prices.pop();
    this.slot.delete(id);
    if (i < this.ids.length) {
      this.down(i);
      this.up(i);
    }
    return true;
  }

  private before(i: number, j: number): boolean {
    const pi = this.prices[i] as number;
    const pj = this.prices[j] as number;
    if (pi !== pj) return this.ascending ? pi < pj : pi > pj;
    return (this.ids[i] as number) < (this.ids[j] as number);
  }

  private swap(i: number, j: number): void {
    if (i === j) return;
    const id = this.ids[i] as number;
    const price = this.prices[i] as number;
    this.ids[i] = this.ids[j] as number;
    this.prices[i] = this.prices[j] as number;
    this.ids[j] = id;
    this.prices[j] = price;
    this.slot.set(this.ids[i] as number, i);
    this.slot.set(id, j);
  }

  private up(i: number): void {
    let k = i;
    while (k > 0) {
      const parent = (k - 1) >> 1;
      if (!this.before(k, parent)) break;
      this.swap(k, parent);
      k = parent;
    }
  }

  private down(i: number): void {
    let k = i;
    const n = this.ids.length;
    for (;;) {
      const left = 2 * k + 1;
      const right = left + 1;
      let first = k;
      if (left < n && this.before(left, first)) first = left;
      if (right < n && this.before(right, first)) first = right;
      if (first === k) return;
      this.swap(k, first);
      k = first;
    }
  }
}

export class TriggerIndex {
  /** `above` triggers, lowest level first: the first to fire as the price rises. */
  private readonly above = new IndexedHeap(true);
  /** `below` triggers, highest level first: the first to fire as the price falls. */
  private readonly below = new IndexedHeap(false);

  get size(): number {
    return this.above.size + this.below.size;
  }

  has(id: number): boolean {
    return this.above.has(id) || this.below.has(id);
  }

  /** The trigger of this id, if it is in the index. */
  get(id: number): Trigger | undefined {
    const up = this.above.priceOf(id);
    if (up !== undefined) return { id, direction: 'above', price: up };
    const down = this.below.priceOf(id);
    return down === undefined ? undefined : { id, direction: 'below', price: down };
  }

  add(trigger: Trigger): void {
    assertSafe('trigger id', trigger.id);
    assertSafe('trigger price', trigger.price);
    if (this.has(trigger.id)) throw new Error(`trigger ${trigger.id} is already in the index`);
    (trigger.direction === 'above' ? this.above : this.below).push(trigger.id, trigger.price);
  }

  /** Moves a trigger to a new level (a changed take-profit, a new liquidation price). */
  move(id: number, price: number): void {
    const current = this.get(id);
    if (!current) throw new Error(`trigger ${id} is not in the index`);
    this.remove(id);
    this.add({ ...current, price });
  }

  remove(id: number): boolean {
    return this.above.remove(id) || this.below.remove(id);
  }

  /**
   * Takes out and returns every trigger that fires at `price`: the `above` ones at or under it,
   * lowest level first, then the `below` ones at or over it, highest level first (the order a
   * moving price crosses them); equal levels go by id.
   */
  fire(price: number): Trigger[] {
    assertSafe('price', price);
    const fired: Trigger[] = [];
    for (let top = this.above.top(); top && top.price <= price; top = this.above.top()) {
      this.above.remove(top.id);
      fired.push({ id: top.id, direction: 'above', price: top.price });
    }
    for (let top = this.below.top(); top && top.price >= price; top = this.below.top()) {
      this.below.remove(top.id);
      fired.push({ id: top.id, direction: 'below', price: top.price });
    }
    return fired;
  }
}
