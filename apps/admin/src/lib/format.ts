/** Display helpers. Times on the wire are Unix seconds; the back office shows them in UTC. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  return `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

const EN_PLURALS = new Intl.PluralRules('en');

/**
 * A count with its noun in the form English needs, grouped: countText(1, 'order', 'orders') is
 * '1 order', countText(12000, 'order', 'orders') is '12,000 orders'.
 */
export function countText(count: number, one: string, other: string): string {
  return `${count.toLocaleString('en')} ${EN_PLURALS.select(count) === 'one' ? one : other}`;
}

/** JSON for people: two-space indentation; `undefined` (no value recorded) is shown as a dash. */
export function formatJson(value: unknown): string {
  if (value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
