import { storage } from '../../../lib/storage.ts';

/** Favourite instruments, kept on this device only. */
const FAVOURITES_KEY = 'market.favourites';
/** A user can favour at most this many instruments; the oldest favourite makes way. */
export const FAVOURITES_MAX = 100;

type Listener = () => void;
const listeners = new Set<Listener>();

function read(): readonly string[] {
  try {
    const value: unknown = JSON.parse(storage.get(FAVOURITES_KEY) ?? '[]');
    return Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string').slice(-FAVOURITES_MAX)
      : [];
  } catch {
    return [];
  }
}

let current = read();

export const favourites = {
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: (): readonly string[] => current,
  toggle(symbol: string): void {
    const next = current.includes(symbol) ? current.filter((s) => s !== symbol) : [...current, symbol];
    current = next.slice(-FAVOURITES_MAX);
    storage.set(FAVOURITES_KEY, JSON.stringify(current));
    for (const l of listeners) l();
  },
};
