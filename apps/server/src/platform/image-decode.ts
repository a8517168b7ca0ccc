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
  // limitInputPixels again: the decoder enforces the same bound even if the header lied above.
  const image = sharp(data, { limitInputPixels: IMAGE_PIXELS_MAX, failOn: 'truncated' }).rotate();
  try {
    // libjpeg-turbo and zlib's default level: mozjpeg or level 9 would cost seconds of CPU on a
    // large photo for a few percent of size.
    return format === 'png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
  } catch {
    throw new Refusal('UPLOAD_IMAGE_UNREADABLE');
  }
}
