import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LANGS, MESSAGES } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { readSeedFiles } from '../src/modules/content/index.ts';
import { createTestApp, getAction, postAction, RTOKEN, useTestApp } from './helpers.ts';

describe('request conventions and envelope (spec sections 7 and 8)', () => {
  const app = useTestApp();

  it('answers GET and POST with the envelope, code 7 for queries', async () => {
    const get = await getAction(app(), 'getTextsList');
    expect(get.status).toBe(200);
    expect(get.body).toMatchObject({ code: 7, message: '', event: 'getTextsList' });
    const post = await postAction(app(), 'getLogo');
    expect(post.body).toMatchObject({ code: 7, event: 'getLogo', data: { name: 'Kestrel' } });
  });

  it('accepts JSON bodies and the parameters in the query string of a POST', async () => {
    const res = await app().server.inject({
      method: 'POST',
      url: '/api/web/getText?lang=jp',
      payload: { rtoken: RTOKEN, id: 3 },
    });
    expect(res.json()).toMatchObject({ code: 7, data: { id: 3 } });
    // lang came from the query string, the other parameters from the JSON body.
    expect(res.json().data.title).toBe(readSeedFiles().jp?.pages.agreement.title);
  });

  it.each([
    ['missing', {}],
    ['too short', { rtoken: 'abc12' }],
    ['too long', { rtoken: 'a'.repeat(17) }],
  ])('refuses a %s rtoken with a localized envelope', async (_name, params) => {
    for (const lang of LANGS) {
      const query = new URLSearchParams({ lang, ...params });
      const res = await app().server.inject({ method: 'GET', url: `/api/web/getLogo?${query}` });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 400,
        message: MESSAGES[lang].reasons.REQUEST_RTOKEN_INVALID,
        data: null,
        event: 'getLogo',
        reason: 'REQUEST_RTOKEN_INVALID',
      });
    }
  });

  it('answers an unknown action with a localized 404 envelope, never a stack trace', async () => {
    const res = await getAction(app(), 'noSuchAction', { lang: 'zh' });
    expect(res.body).toEqual({
      code: 404,
      message: MESSAGES.zh.reasons.API_UNKNOWN_ACTION,
      data: null,
      event: 'noSuchAction',
      reason: 'API_UNKNOWN_ACTION',
    });
    const wrongMethod = await app().server.inject({ method: 'DELETE', url: '/api/web/getLogo' });
    expect(wrongMethod.json().reason).toBe('API_UNKNOWN_ACTION');
  });

  it('names each invalid field with a localized message', async () => {
    const res = await getAction(app(), 'getNewsList', { page: 'x', pageSize: 500, lang: 'xby' });
    expect(res.body.code).toBe(400);
    expect(res.body.reason).toBe('REQUEST_VALIDATION_FAILED');
    expect(res.body.message).toBe(MESSAGES.xby.reasons.REQUEST_VALIDATION_FAILED);
    expect(res.body.data.fields).toEqual({
      page: MESSAGES.xby.fields.notNumber,
      pageSize: MESSAGES.xby.fields.tooBig.replace('{{max}}', '100'),
    });
    const missing = await getAction(app(), 'getText', { lang: 'ft' });
    expect(missing.body.data.fields).toEqual({ id: MESSAGES.ft.fields.required });
    const fraction = await getAction(app(), 'getText', { id: '1.5' });
    expect(fraction.body.data.fields.id).toBe(MESSAGES.en.fields.notInteger);
  });

  it('refuses malformed JSON, unsupported media types and oversized bodies as envelopes', async () => {
    const bad = await app().server.inject({
      method: 'POST',
      url: '/api/web/getLogo',
      headers: { 'content-type': 'application/json' },
      payload: '{"rtoken":',
    });
    expect(bad.json()).toMatchObject({ code: 400, reason: 'REQUEST_MALFORMED', event: 'getLogo' });
    const media = await app().server.inject({
      method: 'POST',
      url: '/api/web/getLogo',
      headers: { 'content-type': 'application/xml' },
      payload: '<x/>',
    });
    expect(media.json()).toMatchObject({ code: 400, reason: 'REQUEST_UNSUPPORTED_MEDIA' });
    const big = await app().server.inject({
      method: 'POST',
      url: '/api/web/getLogo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ rtoken: RTOKEN, pad: 'x'.repeat(1_100_000) }),
    });
    expect(big.json()).toMatchObject({ code: 400, reason: 'REQUEST_TOO_LARGE' });
  });

  it('turns an unexpected fault into a 500 envelope that carries only the request id', async () => {
    const fresh = await createTestApp();
    fresh.server.get('/api/web/explode', async () => {
      throw new Error('secret internal detail');
    });
    const res = await fresh.server.inject({
      method: 'GET',
      url: `/api/web/explode?rtoken=${RTOKEN}&lang=hy`,
    });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body).toMatchObject({ code: 500, reason: 'SERVER_ERROR', event: 'explode' });
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(body.data.requestId).toBe(res.headers['x-request-id']);
    expect(body.message).toContain(String(res.headers['x-request-id']));
    await fresh.dispose();
  });

  it('sends security headers and a request id on every answer', async () => {
    const res = await app().server.inject({ method: 'GET', url: `/api/web/getLogo?rtoken=${RTOKEN}` });
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('reports health and serves the OpenAPI document generated from the contract', async () => {
    const health = await app().server.inject({ method: 'GET', url: '/healthz' });
    expect(health.json()).toMatchObject({ status: 'ok' });
    const doc = (await app().server.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    const getText = doc.paths['/api/web/getText'];
    expect(Object.keys(getText).sort()).toEqual(['get', 'post']);
    const names = getText.get.parameters.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['lang', 'rtoken', 'token', 'id']));
    const ui = await app().server.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });
});

describe('rate limiting', () => {
  const app = useTestApp({ rateLimit: { max: 3, windowMs: 60_000 } });

  it('answers 429 with a localized envelope once the limit is passed', async () => {
    for (let i = 0; i < 3; i++) expect((await getAction(app(), 'getLogo')).status).toBe(200);
    const limited = await getAction(app(), 'getLogo', { lang: 'ty' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 429, reason: 'RATE_LIMITED', event: 'getLogo' });
    expect(limited.body.message).toBe(MESSAGES.ty.reasons.RATE_LIMITED.replace('{{seconds}}', String(60)));
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('built apps and client-side routes', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'dist-'));
  const webDist = path.join(dir, 'web');
  const adminDist = path.join(dir, 'admin');
  for (const [d, title] of [
    [webDist, 'web'],
    [adminDist, 'admin'],
  ] as const) {
    mkdirSync(path.join(d, 'assets'), { recursive: true });
    writeFileSync(path.join(d, 'index.html'), `<title>${title}</title>`);
    writeFileSync(path.join(d, 'assets', 'app-1234.js'), 'console.log(1)');
  }
  const app = useTestApp({ webDist, adminDist });

  it('serves the web app at / with a fallback to index.html for client routes', async () => {
    for (const url of ['/', '/index', '/helpDetail?id=3', '/no/such/page']) {
      const res = await app().server.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe('<title>web</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the admin app at /admin with its own fallback', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users/7']) {
      const res = await app().server.inject({ method: 'GET', url });
      expect(res.body).toBe('<title>admin</title>');
    }
  });

  it('serves hashed assets as immutable and answers 404 for missing files', async () => {
    const asset = await app().server.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const missing = await app().server.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(missing.statusCode).toBe(404);
  });
});
