import { describe, expect, it } from 'vitest';
import { stripJpegMetadata, stripPngMetadata } from './image-metadata.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, data, Buffer.alloc(4)]);
}

describe('image metadata', () => {
  it('drops text and EXIF chunks from a PNG and keeps the picture', () => {
    const ihdrEnd = 8 + 12 + 13;
    const withText = Buffer.concat([
      PNG.subarray(0, ihdrEnd),
      pngChunk('tEXt', Buffer.from('GPS\u000052.52,13.40')),
      pngChunk('eXIf', Buffer.from('MM\u0000*camera')),
      PNG.subarray(ihdrEnd),
    ]);
    const clean = stripPngMetadata(withText);
    expect(clean.equals(PNG)).toBe(true);
    expect(clean.includes(Buffer.from('52.52'))).toBe(false);
  });

  it('drops EXIF and comments from a JPEG and keeps JFIF and the scan', () => {
    const soi = Buffer.from([0xff, 0xd8]);
    const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x06, 0x4a, 0x46, 0x49, 0x46]);
    const exif = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x0c]), Buffer.from('Exif\u0000\u0000GPS!')]);
    const comment = Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0x07]), Buffer.from('phone')]);
    const scan = Buffer.from([0xff, 0xda, 0x00, 0x02, 0x11, 0x22, 0xff, 0xd9]);
    const clean = stripJpegMetadata(Buffer.concat([soi, app0, exif, comment, scan]));
    expect(clean.equals(Buffer.concat([soi, app0, scan]))).toBe(true);
  });

  it('refuses what is not the format it claims', () => {
    expect(() => stripPngMetadata(Buffer.from('not png at all'))).toThrow();
    expect(() => stripJpegMetadata(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00, 0xff]))).toThrow();
  });
});
