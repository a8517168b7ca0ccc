/** Display helpers. Times on the wire are Unix seconds; the back office shows them in UTC. */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return '—';
  return `${new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ')} UTC`;
}

/** JSON for people: two-space indentation; `undefined` (no value recorded) is shown as a dash. */
export function formatJson(value: unknown): string {
  if (value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
