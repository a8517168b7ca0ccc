import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  actionOf,
  isActionPath,
  redactSessionToken,
  registerRequestContext,
  SLOW_REQUEST_MS,
} from './request-context.ts';

describe('request context helpers', () => {
  it.each([
    ['/api/web/getLogo?x=1', 'getLogo'],
    ['/api/admin/staffLogin', 'staffLogin'],
    ['/api/docs/json', ''],
    ['/index', ''],
  ])('names the action of %s', (url, action) => {
    expect(actionOf(url)).toBe(action);
  });

  it('applies the request conventions to action paths only', () => {
    expect(isActionPath('/api/web/getLogo')).toBe(true);
    expect(isActionPath('/api/docs/')).toBe(false);
  });

  it('keeps session tokens out of logged URLs', () => {
    expect(redactSessionToken('/api/web/info?lang=en&token=abc123&rtoken=xyz789')).toBe(
      '/api/web/info?lang=en&token=[redacted]&rtoken=xyz789',
    );
    expect(redactSessionToken('/api/web/info?token=abc')).toBe('/api/web/info?token=[redacted]');
    expect(redactSessionToken('/api/web/info?rtoken=abcdef')).toBe('/api/web/info?rtoken=abcdef');
  });

  it('redacts a token whose name is percent-encoded, as the query parser decodes it', () => {
    expect(redactSessionToken('/api/web/info?%74oken=abc123&lang=en')).toBe(
      '/api/web/info?%74oken=[redacted]&lang=en',
    );
    expect(redactSessionToken('/api/web/info?lang=en&t%6F%6Ben=abc')).toBe(
      '/api/web/info?lang=en&t%6F%6Ben=[redacted]',
    );
    expect(redactSessionToken('/api/web/x?password=hunter2&x=1')).toBe('/api/web/x?password=[redacted]&x=1');
    expect(redactSessionToken('/api/web/x?%ZZ=1&rtoken=abcdef')).toBe('/api/web/x?%ZZ=1&rtoken=abcdef');
  });
});

describe('request log', () => {
  it('writes ordinary requests at debug, failures and slow requests at warn', async () => {
    const lines: { level: number; msg: string; res?: { statusCode: number } }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerRequestContext(app);
    app.get('/ok', async () => 'ok');
    app.get('/boom', async () => {
      throw new Error('boom');
    });
    app.get('/slow', async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS + 50));
      return 'late';
    });
    for (const url of ['/ok', '/boom', '/slow']) await app.inject({ method: 'GET', url });
    await app.close();
    const requestLines = lines.filter((l) => l.msg !== 'incoming request' && 'res' in l);
    expect(requestLines.map((l) => [l.msg, l.level, l.res?.statusCode])).toEqual([
      ['request failed', 40, 500],
      ['slow request', 40, 200],
    ]);
  });
});
