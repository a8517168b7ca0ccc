import type { Envelope } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import {
  AdminRefusal,
  createAdminClient,
  NETWORK_ERROR_TEXT,
  NetworkError,
  SESSION_OVER_TEXT,
  type ToastKind,
} from './admin-api.ts';

function harness(reply: Envelope | (() => Promise<never>) | unknown, token: string | null = 'staff-tok') {
  const toasts: [ToastKind, string][] = [];
  const calls: { url: string; init: RequestInit }[] = [];
  let cleared = 0;
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (typeof reply === 'function') return reply();
    return new Response(JSON.stringify(reply));
  }) as unknown as typeof fetch;
  const client = createAdminClient({
    fetch: fetchImpl,
    token: () => token,
    clearToken: () => {
      cleared += 1;
    },
    toast: (kind, message) => toasts.push([kind, message]),
  });
  return { client, toasts, calls, cleared: () => cleared };
}

const env = (code: number, extra: Partial<Envelope> = {}): Envelope => ({
  code,
  message: `m${code}`,
  data: { x: 1 },
  event: 'getUser',
  ...extra,
});

describe('admin client request', () => {
  it('posts JSON with lang en, a 6-16 character rtoken and the staff token', async () => {
    const h = harness(env(7));
    await h.client.call('getUser', { uid: 5 });
    const call = h.calls[0]!;
    expect(call.url).toBe('/api/admin/getUser');
    expect(call.init.method).toBe('POST');
    expect((call.init.headers as Record<string, string>)['content-type']).toBe('application/json');
    const body = JSON.parse(String(call.init.body));
    expect(body).toMatchObject({ uid: 5, lang: 'en', token: 'staff-tok' });
    expect(body.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
  });

  it('sends a new rtoken on every call and no token before login', async () => {
    const h = harness(env(7), null);
    await h.client.call('staffMe');
    await h.client.call('staffMe');
    const [a, b] = h.calls.map((c) => JSON.parse(String(c.init.body)));
    expect(a.token).toBeUndefined();
    expect(a.rtoken).not.toBe(b.rtoken);
  });
});

describe('admin client catalogue calls', () => {
  it('posts a catalogue action as JSON with its input and the common fields', async () => {
    const h = harness(env(7, { event: 'pushMarketTicks', data: { accepted: 0 } }));
    await h.client.call('pushMarketTicks', { ticks: [] });
    expect(h.calls[0]!.url).toBe('/api/admin/pushMarketTicks');
    expect(h.calls[0]!.init.method).toBe('POST');
    const body = JSON.parse(String(h.calls[0]!.init.body));
    expect(body).toMatchObject({ ticks: [], lang: 'en', token: 'staff-tok' });
    expect(body.rtoken).toMatch(/^[A-Za-z0-9]{6,16}$/);
    // @ts-expect-error the input of the action is checked against its schema
    await h.client.call('pushMarketTicks', { tick: [] });
  });
});

describe('admin client upload', () => {
  it('posts multipart form data with the file and the common fields, without a JSON header', async () => {
    const h = harness(env(0, { message: 'Saved', data: { logo_url: '/files/content/x.png' } }));
    const file = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });
    await expect(h.client.upload('uploadLogo', { file })).resolves.toEqual({
      logo_url: '/files/content/x.png',
    });
    const call = h.calls[0]!;
    expect(call.url).toBe('/api/admin/uploadLogo');
    expect(call.init.headers).toBeUndefined();
    const form = call.init.body as FormData;
    expect(form.get('lang')).toBe('en');
    expect(form.get('token')).toBe('staff-tok');
    expect(String(form.get('rtoken'))).toMatch(/^[A-Za-z0-9]{6,16}$/);
    expect(form.get('file')).toBeInstanceOf(Blob);
    expect(h.toasts).toEqual([['success', 'Saved']]);
    // @ts-expect-error only an action whose input carries a file is sent as an upload
    await h.client.upload('getUser', { uid: 5 });
  });
});

describe('admin client envelope handling', () => {
  const freeze = { uid: 5, kind: 'login', reason: 'Fraud report' } as const;
  const login = { email: 'ops@example.com', password: 'secret', totp: '123456' };

  it('returns the data of code 0 and shows its message as a success toast', async () => {
    const h = harness(env(0, { message: 'User frozen' }));
    await expect(h.client.call('freezeUser', freeze)).resolves.toEqual({ x: 1 });
    expect(h.toasts).toEqual([['success', 'User frozen']]);
  });

  it('returns the data of code 7 without a toast', async () => {
    const h = harness(env(7));
    await expect(h.client.call('getUser', { uid: 5 })).resolves.toEqual({ x: 1 });
    expect(h.toasts).toEqual([]);
  });

  it.each([1, 403, 429, 500])('toasts code %i as an error and rejects with an AdminRefusal', async (code) => {
    const h = harness(env(code, { reason: 'AUTH_FORBIDDEN' }));
    const error = await h.client.call('freezeUser', freeze).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AdminRefusal);
    expect((error as AdminRefusal).code).toBe(code);
    expect((error as AdminRefusal).reason).toBe('AUTH_FORBIDDEN');
    expect(h.toasts).toEqual([['error', `m${code}`]]);
    expect(h.cleared()).toBe(0);
  });

  it('exposes the failing fields of a validation refusal (400)', async () => {
    const h = harness(env(400, { message: 'Check the form', data: { fields: { reason: 'Required' } } }));
    const error = (await h.client.call('freezeUser', freeze).catch((e: unknown) => e)) as AdminRefusal;
    expect(error.fields).toEqual({ reason: 'Required' });
    expect(h.toasts).toEqual([['error', 'Check the form']]);
  });

  it('clears the token on code 1000 so the login page shows', async () => {
    const h = harness(env(1000, { message: '' }));
    await expect(h.client.call('getDashboard')).rejects.toBeInstanceOf(AdminRefusal);
    expect(h.cleared()).toBe(1);
    expect(h.toasts).toEqual([['error', SESSION_OVER_TEXT]]);
  });

  it('keeps refusals quiet when the caller shows them itself', async () => {
    const h = harness(env(1));
    await expect(h.client.call('staffLogin', login, { toastErrors: false })).rejects.toBeInstanceOf(
      AdminRefusal,
    );
    expect(h.toasts).toEqual([]);
  });

  it('rejects with a NetworkError and a toast when no envelope comes back', async () => {
    for (const reply of [() => Promise.reject(new TypeError('offline')), { hello: 'world' }]) {
      const h = harness(reply);
      await expect(h.client.call('getUser', { uid: 5 })).rejects.toBeInstanceOf(NetworkError);
      expect(h.toasts).toEqual([['error', NETWORK_ERROR_TEXT]]);
    }
  });
});
