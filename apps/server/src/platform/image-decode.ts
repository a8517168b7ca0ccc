import sharp from 'sharp';
import { Refusal } from './refusal.ts';

/**
 * Uploaded images are decoded and encoded again, so only pixels reach the disk: no EXIF with a
 * GPS position or camera, no XMP, IPTC or ICC data, no unknown PNG chunks, nothing hidden after
 * the JPEG end marker. Orientation from EXIF is applied to the pixels before it is dropped.
 */

/** Largest picture decoded: 40 megapixels (a 12-megapixel phone photo fits three times over). */
export const IMAGE_PIXELS_MAX = 40_000_000;

export type ImageFormat = 'jpeg' | 'png';

/**
 * Pictures decoded at once; the rest wait their turn. A 40-megapixel picture takes about 160 MB
 * while it is decoded, so a burst of parallel uploads is held to a bounded amount of memory.
 */
export const IMAGE_DECODES_AT_ONCE = 2;

let decoding = 0;
const waiting: (() => void)[] = [];

/** Runs `work` when fewer than IMAGE_DECODES_AT_ONCE decodes are running. */
async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (decoding >= IMAGE_DECODES_AT_ONCE) await new Promise<void>((resolve) => waiting.push(resolve));
  else decoding += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next in line, so the count never drops below the load.
    if (next) next();
    else decoding -= 1;
  }
}

/**
 * The picture in `data` encoded again in its own format. The header is read first: a picture of
 * more than IMAGE_PIXELS_MAX pixels is refused before a byte of it is decompressed, so a small
 * file claiming a huge size never costs memory. A file that does not decode to the end (corrupt,
 * truncated) is refused.
 */
export async function reencodeImage(data: Buffer, format: ImageFormat): Promise<Buffer> {
  const header = await sharp(data, { limitInputPixels: false, failOn: 'error' })
    .metadata()
    .catch(() => undefined);
  if (!header || header.format !== format || !header.width || !header.height) {
    throw new Refusal('UPLOAD_IMAGE_UNREADABLE');
  }
  if (header.width * header.height > IMAGE_PIXELS_MAX) {
    throw new Refusal('UPLOAD_IMAGE_TOO_MANY_PIXELS', { max: IMAGE_PIXELS_MAX / 1_000_000 });
  }
  return inTurn(async () => {
    // limitInputPixels again: the decoder enforces the same bound even if the header lied above.
    const image = sharp(data, { limitInputPixels: IMAGE_PIXELS_MAX, failOn: 'truncated' }).rotate();
    try {
      // libjpeg-turbo and zlib's default level: mozjpeg or level 9 would cost seconds of CPU on a
      // large photo for a few percent of size.
      return format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
    } catch {
      throw new Refusal('UPLOAD_IMAGE_UNREADABLE');
    }
  });
}

/** Decodes running now (for tests). */
export function decodesRunning(): number {
  return decoding;
}
