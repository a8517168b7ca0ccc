import type { ProductKey } from '@platform/contract';
import { api } from './api.ts';

/**
 * The products the server serves (`web/getFeatures`), read once when the app starts. Navigation,
 * routes, menus and home blocks of any other product stay hidden, so no screen points to a
 * product that does not exist. If the list cannot be read, only the products every screen takes
 * for granted (items without a `requires` key) are shown.
 */
let served: ReadonlySet<ProductKey> = new Set();

export async function loadServedProducts(): Promise<void> {
  try {
    const answer = await api.call('getFeatures');
    served = new Set(answer.products);
  } catch {
    // The refusal or network error has been reported; optional products stay hidden.
  }
}

export function servedProducts(): ReadonlySet<ProductKey> {
  return served;
}

/** Whether an item that may name a product is shown: always without `requires`, else when served. */
export function isServed(item: { requires?: ProductKey }, products = served): boolean {
  return item.requires === undefined || products.has(item.requires);
}
