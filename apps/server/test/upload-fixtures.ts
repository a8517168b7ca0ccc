import { randomBytes } from 'node:crypto';
import type { App } from '../src/app.ts';
import { nextIp } from './accounts/fixtures.ts';
import { RTOKEN } from './helpers.ts';

/** A valid 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** POSTs one file as multipart, with rtoken, token and lang as fields, as the web client does. */
export async function uploadFile(
  app: App,
  url: string,
  token: string,
  file: Buffer,
  opts: { filename?: string; type?: string } = {},
) {
  const boundary = `----u${randomBytes(8).toString('hex')}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const body = Buffer.concat([
    Buffer.from(part('rtoken', RTOKEN) + part('token', token) + part('lang', 'en')),
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${opts.filename ?? 'photo.png'}"\r\ncontent-type: ${opts.type ?? 'image/png'}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.server.inject({
    method: 'POST',
    url,
    remoteAddress: nextIp(),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return res.json();
}
