import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/precompress.ts';
import { useTestApp } from './helpers.ts';

// Built apps as the build leaves them: text files with brotli and gzip copies beside them.
const dir = mkdtempSync(path.join(tmpdir(), 'dist-compressed-'));
const webDist = path.join(dir, 'web');
const adminDist = path.join(dir, 'admin');
const script = (name: string) =>
  `export const ${name} = () => ${JSON.stringify('x'.repeat(40))};\n`.repeat(200);
const shell = (title: string) =>
  `<!doctype html><title>${title}</title>${'<div class="splash"></div>'.repeat(60)}`;
const FILES = {
  web: { html: shell('web'), js: script('web') },
  admin: { html: shell('admin'), js: script('admin') },
};
for (const [d, files] of [
  [webDist, FILES.web],
  [adminDist, FILES.admin],
] as const) {
  mkdirSync(path.join(d, 'assets'), { recursive: true });
  writeFileSync(path.join(d, 'index.html'), files.html);
  writeFileSync(path.join(d, 'assets', 'app-1234.js'), files.js);
}
// Too small to gain from compression: the build leaves it without copies.
writeFileSync(path.join(webDist, 'assets', 'tiny-1234.js'), '1');

describe('built apps sent compressed by Accept-Encoding', () => {
  beforeAll(async () => {
    await precompressDir(webDist);
    await precompressDir(adminDist);
  });
  const app = useTestApp({ webDist, adminDist });
  const get = (url: string, headers: Record<string, string> = {}) =>
    app().server.inject({ method: 'GET', url, headers });

  it('writes brotli and gzip copies only where they are smaller', () => {
    for (const ext of ['.br', '.gz']) {
      expect(existsSync(path.join(webDist, 'assets', `app-1234.js${ext}`))).toBe(true);
      expect(existsSync(path.join(webDist, `index.html${ext}`))).toBe(true);
      expect(existsSync(path.join(webDist, 'assets', `tiny-1234.js${ext}`))).toBe(false);
    }
  });

  it('sends a hashed asset as brotli when the client accepts it, as immutable', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(FILES.web.js.length / 10);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FILES.web.js);
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const res = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(res.rawPayload).toString()).toBe(FILES.web.js);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const clients: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'br;q=0, gzip;q=0' },
    ];
    for (const headers of clients) {
      const res = await get('/assets/app-1234.js', headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.body).toBe(FILES.web.js);
    }
  });

  it('sends a file without compressed copies as it is, even to a client that accepts them', async () => {
    const res = await get('/assets/tiny-1234.js', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe('1');
  });

  it('sends the app shell compressed and never cached unrevalidated, for client routes too', async () => {
    for (const url of ['/', '/market', '/helpDetail?id=3']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(FILES.web.html);
    }
  });

  it('does the same for the back office at /admin', async () => {
    const asset = await get('/admin/assets/app-1234.js', { 'accept-encoding': 'gzip, br' });
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(FILES.admin.js);
    for (const url of ['/admin', '/admin/', '/admin/users/7']) {
      const shellRes = await get(url, { 'accept-encoding': 'gzip' });
      expect(shellRes.headers['content-encoding']).toBe('gzip');
      expect(shellRes.headers['cache-control']).toBe('no-cache');
      expect(gunzipSync(shellRes.rawPayload).toString()).toBe(FILES.admin.html);
    }
  });

  it('keeps one ETag per encoding and answers 304 to a revalidation with it', async () => {
    const br = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    const plain = await get('/assets/app-1234.js');
    expect(br.headers.etag).toBeTruthy();
    expect(plain.headers.etag).toBeTruthy();
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    const again = await get('/assets/app-1234.js', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const shell1 = await get('/', { 'accept-encoding': 'br' });
    const shell2 = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(shell1.headers.etag) });
    expect(shell2.statusCode).toBe(304);
  });
});
