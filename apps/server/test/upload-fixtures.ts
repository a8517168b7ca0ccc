import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
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

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** One PNG chunk with its length and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/**
 * A small PNG file whose header claims `width` x `height` RGB pixels over a few bytes of image
 * data: what a decompression bomb or a lying header looks like before decoding.
 */
export function pngClaiming(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(Buffer.alloc(1024))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
