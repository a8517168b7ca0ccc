import type { Envelope } from '@platform/contract';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

function rtoken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('');
}

/** Calls a back-office action; every answer is an envelope, network failures throw. */
export async function adminPost<T>(action: string, body: Record<string, string>): Promise<Envelope<T>> {
  const response = await fetch(`/api/admin/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, lang: 'en', rtoken: rtoken() }),
  });
  return (await response.json()) as Envelope<T>;
}
