import { type Envelope, makeRtoken } from '@platform/contract';

/** Calls a back-office action; every answer is an envelope, network failures throw. */
export async function adminPost<T>(action: string, body: Record<string, string>): Promise<Envelope<T>> {
  const response = await fetch(`/api/admin/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, lang: 'en', rtoken: makeRtoken() }),
  });
  return (await response.json()) as Envelope<T>;
}
