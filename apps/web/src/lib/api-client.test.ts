import type { Envelope } from '@platform/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiRefusal, createApiClient, NetworkError, type ToastKind } from './api-client.ts';

function harness(reply: Envelope | (() => Promise<never>), opts: { relogin?: boolean } = {}) {
  const toasts: [ToastKind, string][] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  const timers: [() => void, number][] = [];
  const events: string[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (typeof reply === 'function') return reply();
    return new Response(JSON.stringify(reply));
  }) as unknown as typeof fetch;
  const client = createApiClient({
    baseUrl: '',
    fetch: fetchImpl,
    lang: () => 'jp',
    token: () => 'tok123',
    toast: (kind, message) => toasts.push([kind, message]),
    confirmRelogin: async (message) => {
      events.push(`confirm:${message}`);
      return opts.relogin ?? false;
    },
    logout: () => events.push('logout'),
    reload: () => events.push('reload'),
    setTimeout: (fn, ms) => timers.push([fn, ms]),
    genericError: () => 'Something went wrong',
  });
  return { client, toasts, calls, timers, events };
}

const env = (code: number, event: string, extra: Partial<Envelope> = {}): Envelope => ({
  code,
  message: `m${code}`,
  data: { x: 1 },
  event,
  ...extra,
});

describe('api client catalogue calls', () => {
  it('sends a query of the catalogue by GET with its input and the common parameters', async () => {
    const h = harness(env(7, 'spotDepth'));
    await h.client.call('spotDepth', { symbol: 'BTCUSDT', levels: 5 });
    const url = new URL(h.calls[0]!.url, 'http://x');
    expect(h.calls[0]!.init.method).toBe('GET');
    expect(url.pathname).toBe('/api/web/spotDepth');
    expect(url.searchParams.get('symbol')).toBe('BTCUSDT');
    expect(url.searchParams.get('levels')).toBe('5');
    expect(url.searchParams.get('lang')).toBe('jp');
    expect(url.searchParams.get('token')).toBe('tok123');
    expect(url.searchParams.get('rtoken')).toMatch(/^[A-Za-z0-9]{6,16}$/);
  });

  it('sends a command of the catalogue by POST, form-encoded, and leaves out absent fields', async () => {
    const h = harness(env(0, 'cancelAllSpotOrders'));
    await h.client.call('cancelAllSpotOrders', { symbol: undefined });
    const init = h.calls[0]!.init;
    expect(init.method).toBe('POST');
    expect(h.calls[0]!.url).toBe('/api/web/cancelAllSpotOrders');
    const body = new URLSearchParams(String(init.body));
    expect(body.has('symbol')).toBe(false);
    expect(body.get('token')).toBe('tok123');
  });

  it('types the input and the answer from the catalogue', async () => {
    const h = harness(env(7, 'spotMarkets', { data: [] }));
    const markets: { symbol: string }[] = await h.client.call('spotMarkets');
    expect(markets).toEqual([]);
    // @ts-expect-error a field the action's input does not declare
    await h.client.call('spotDepth', { symbol: 'BTCUSDT', depth: 5 });
    // @ts-expect-error a required field is missing
    await h.client.call('getText', {});
    // @ts-expect-error an action that is not in the catalogue
    await h.client.call('noSuchAction');
  });
});

describe('api client request conventions (spec section 7)', () => {
  it('sends lang, a 6-16 character rtoken and the token as query parameters on GET', async () => {
    const h = harness(env(7, 'getLogo'));
    await h.client.get('getLogo', { id: 3 });
    const url = new URL(h.calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/web/getLogo');
    expect(url.searchParams.get('lang')).toBe('jp');
    expect(url.searchParams.get('token')).toBe('tok123');
    expect(url.searchParams.get('id')).toBe('3');
    expect(url.searchParams.get('rtoken')).toMatch(/^[A-Za-z0-9]{6,16}$/);
  });

  it('sends them form-encoded in the body on POST', async () => {
    const h = harness(env(7, 'getLogo'));
    await h.client.post('getLogo', { a: 'b' });
    const init = h.calls[0]!.init;
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>)['content-type']).toBe(
      'application/x-www-form-urlencoded',
    );
    const body = new URLSearchParams(String(init.body));
    expect(body.get('a')).toBe('b');
    expect(body.get('lang')).toBe('jp');
    expect(body.get('rtoken')?.length).toBeGreaterThanOrEqual(6);
  });
});

describe('api client uploads', () => {
  it('posts multipart form data with the file plus lang, rtoken and token fields', async () => {
    const h = harness(env(0, 'uploadAvatar', { data: { avatar: '/a.png' } }));
    const form = new FormData();
    form.set('file', new Blob(['png'], { type: 'image/png' }), 'a.png');
    await expect(h.client.upload('uploadAvatar', form)).resolves.toEqual({ avatar: '/a.png' });
    const { url, init } = h.calls[0]!;
    expect(url).toBe('/api/web/uploadAvatar');
    expect(init.method).toBe('POST');
    expect(init.headers).toBeUndefined();
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('lang')).toBe('jp');
    expect(body.get('token')).toBe('tok123');
    expect(String(body.get('rtoken'))).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect((body.get('file') as File).name).toBe('a.png');
    expect(h.toasts).toEqual([['success', 'm0']]);
  });

  it('handles refusals of an upload like any other call', async () => {
    const h = harness(env(1, 'uploadAvatar', { reason: 'UPLOAD_IMAGE_INVALID' }));
    const error = await h.client.upload('uploadAvatar', new FormData()).catch((e: unknown) => e);
    expect((error as ApiRefusal).reason).toBe('UPLOAD_IMAGE_INVALID');
    expect(h.toasts).toEqual([['warning', 'm1']]);
  });
});

describe('api client envelope semantics (spec section 8)', () => {
  it.each([
    ['tradeBuy', 'plain'],
    ['createOrder', 'plain'],
    ['buyProfit', 'plain'],
    ['updatePassword', 'success'],
  ])('code 0 for %s shows a %s toast and resolves the data', async (event, kind) => {
    const h = harness(env(0, event));
    await expect(h.client.post(event)).resolves.toEqual({ x: 1 });
    expect(h.toasts).toEqual([[kind, 'm0']]);
  });

  it('code 7 resolves the data without any toast', async () => {
    const h = harness(env(7, 'getLogo'));
    await expect(h.client.get('getLogo')).resolves.toEqual({ x: 1 });
    expect(h.toasts).toEqual([]);
  });

  it('code 1 shows a warning and rejects with the refusal', async () => {
    const h = harness(env(1, 'userLogin', { reason: 'X' }));
    const error = await h.client.post('userLogin').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect((error as ApiRefusal).reason).toBe('X');
    expect(h.toasts).toEqual([['warning', 'm1']]);
  });

  it('code 1 for buyProfit resolves with the whole response', async () => {
    const h = harness(env(1, 'buyProfit'));
    await expect(h.client.post('buyProfit')).resolves.toMatchObject({ code: 1, event: 'buyProfit' });
    expect(h.toasts).toEqual([['warning', 'm1']]);
  });

  it('code 1000 logs out and reloads after the given seconds, default 2', async () => {
    const h = harness(env(1000, 'info', { data: 5 }));
    await expect(h.client.get('info')).rejects.toBeInstanceOf(ApiRefusal);
    expect(h.timers[0]![1]).toBe(5000);
    expect(h.events).toEqual([]);
    h.timers[0]![0]();
    expect(h.events).toEqual(['logout', 'reload']);
    const d = harness(env(1000, 'info', { data: null }));
    await d.client.get('info').catch(() => undefined);
    expect(d.timers[0]![1]).toBe(2000);
  });

  it('code 2000 asks in a dialog; re-login logs out and reloads, back does nothing', async () => {
    const yes = harness(env(2000, 'info'), { relogin: true });
    await expect(yes.client.get('info')).rejects.toBeInstanceOf(ApiRefusal);
    expect(yes.events).toEqual(['confirm:m2000', 'logout', 'reload']);
    const no = harness(env(2000, 'info'), { relogin: false });
    await no.client.get('info').catch(() => undefined);
    expect(no.events).toEqual(['confirm:m2000']);
  });

  it('any other code shows a warning with the message, or the generic text, and rejects', async () => {
    const h = harness(env(404, 'nope'));
    const error = await h.client.get('nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRefusal);
    expect(h.toasts).toEqual([['warning', 'm404']]);
    const g = harness(env(500, 'x', { message: '' }));
    await g.client.get('x').catch(() => undefined);
    expect(g.toasts).toEqual([['warning', 'Something went wrong']]);
  });

  it('validation refusals expose the field messages', async () => {
    const h = harness(env(400, 'getText', { data: { fields: { id: 'Required' } } }));
    const error = (await h.client.get('getText').catch((e: unknown) => e)) as ApiRefusal;
    expect(error.fields).toEqual({ id: 'Required' });
  });

  it('network errors reject without a toast', async () => {
    const h = harness(() => Promise.reject(new TypeError('offline')));
    await expect(h.client.get('getLogo')).rejects.toBeInstanceOf(NetworkError);
    expect(h.toasts).toEqual([]);
  });

  it('a response that is not an envelope is a network error without a toast', async () => {
    const fetchSpy = vi.fn(async () => new Response('<html>'));
    const h = harness(env(7, 'x'));
    const client = createApiClient({
      ...{ baseUrl: '', lang: () => 'en', token: () => null, genericError: () => 'g' },
      fetch: fetchSpy as unknown as typeof fetch,
      toast: (k, m) => h.toasts.push([k, m]),
      confirmRelogin: async () => false,
      logout: () => undefined,
      reload: () => undefined,
      setTimeout: () => undefined,
    });
    await expect(client.get('x')).rejects.toBeInstanceOf(NetworkError);
    expect(h.toasts).toEqual([]);
  });
});
