import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../src/platform/config.ts';
import { createTestApp, RTOKEN } from './helpers.ts';

const TSX = path.join(ROOT_DIR, 'node_modules/.bin/tsx');
const MAIN = path.join(ROOT_DIR, 'apps/server/src/main.ts');

// The process always runs on the embedded database, so it is tested once, in the PGlite pass.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('server process', () => {
  it('starts on the embedded database, keeps its data across restarts and stops cleanly on SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'pglite-')), 'data');
    for (let run = 0; run < 2; run++) {
      const child = spawn(TSX, [MAIN], {
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          LOG_LEVEL: 'info',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      const address = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no listen line:\n${output}`)), 30_000);
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /listening on (http:\/\/[\d.:]+)/.exec(output);
          if (match?.[1]) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
        child.on('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
      });
      const res = await fetch(`${address}/api/web/getLogo?rtoken=${RTOKEN}`);
      const body = (await res.json()) as { data: { name: string } };
      expect(body.data.name).toBe('Kestrel');
      const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      expect(output).toContain('shutting down');
      // The first start seeds the content; the second finds it already in the data directory.
      const added = Number(/"contentItemsAdded":(\d+)/.exec(output)?.[1]);
      if (run === 0) expect(added).toBeGreaterThan(30);
      else expect(added).toBe(0);
    }
  }, 90_000);
});

describe.skipIf(!process.env.TEST_REDIS_URL)('several server processes with Redis', () => {
  it('share one rate limit per client address', async () => {
    const redisUrl = process.env.TEST_REDIS_URL as string;
    const limit = { rateLimit: { max: 4, windowMs: 60_000 }, redisUrl };
    const a = await createTestApp(limit);
    const b = await createTestApp(limit);
    // A fresh client address per run, so earlier runs against the same Redis do not count.
    const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const call = (app: typeof a) =>
      app.server.inject({ method: 'GET', url: `/api/web/getLogo?rtoken=${RTOKEN}`, remoteAddress: ip });
    const statuses = [];
    for (const app of [a, b, a, b, a]) statuses.push((await call(app)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await a.dispose();
    await b.dispose();
  });
});
