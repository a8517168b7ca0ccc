/**
 * The open orders of one market's writer by id, with each user's ids kept beside them, so the
 * open-order limit is counted without scanning the book. It answers like the `Map` it replaces;
 * every order the writer plans goes through it, those of the batch being planned and of the
 * batch still being written included, which is what makes the limit hold under any concurrency.
 */
export class OpenOrders<T extends { id: number; userId: number }> {
  private readonly byId = new Map<number, T>();
  private readonly byUser = new Map<number, Set<number>>();

  get(id: number): T | undefined {
    return this.byId.get(id);
  }

  set(id: number, order: T): this {
    const before = this.byId.get(id);
    if (before && before.userId !== order.userId) this.forget(before.userId, id);
    this.byId.set(id, order);
    let ids = this.byUser.get(order.userId);
    if (!ids) {
      ids = new Set();
      this.byUser.set(order.userId, ids);
    }
    ids.add(id);
    return this;
  }

  delete(id: number): boolean {
    const order = this.byId.get(id);
    if (!order) return false;
    this.byId.delete(id);
    this.forget(order.userId, id);
    return true;
  }

  values(): IterableIterator<T> {
    return this.byId.values();
  }

  get size(): number {
    return this.byId.size;
  }

  /** How many orders the user has open here. */
  countOf(userId: number): number {
    return this.byUser.get(userId)?.size ?? 0;
  }

  /** The user's open order ids, oldest first. */
  idsOf(userId: number): number[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  private forget(userId: number, id: number): void {
    const ids = this.byUser.get(userId);
    ids?.delete(id);
    if (ids?.size === 0) this.byUser.delete(userId);
  }
}
