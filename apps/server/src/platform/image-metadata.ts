/**
 * Removes metadata from uploaded images (camera EXIF with GPS position and device, IPTC, XMP,
 * text chunks) while keeping the picture bytes. Document photos of customers must not carry
 * where and with what they were taken.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_DROPPED = new Set(['eXIf', 'tEXt', 'iTXt', 'zTXt', 'tIME']);
/** JPEG APP1 (EXIF, XMP), APP2-APP13 (ICC aside, vendor and IPTC data) and comments go. */
const JPEG_KEPT_APP = new Set([0xe0, 0xee]);

export function stripPngMetadata(data: Buffer): Buffer {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) throw new Error('not a PNG');
  const parts: Buffer[] = [PNG_SIGNATURE];
  let offset = 8;
  while (offset + 12 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > data.length) throw new Error('truncated PNG chunk');
    if (!PNG_DROPPED.has(type)) parts.push(data.subarray(offset, end));
    offset = end;
    if (type === 'IEND') break;
  }
  return Buffer.concat(parts);
}

export function stripJpegMetadata(data: Buffer): Buffer {
  if (data[0] !== 0xff || data[1] !== 0xd8) throw new Error('not a JPEG');
  const parts: Buffer[] = [data.subarray(0, 2)];
  let offset = 2;
  while (offset + 4 <= data.length) {
    if (data[offset] !== 0xff) throw new Error('bad JPEG marker');
    const marker = data[offset + 1] ?? 0;
    // Start of scan: the compressed picture follows to the end; nothing after it is metadata.
    if (marker === 0xda) {
      parts.push(data.subarray(offset));
      return Buffer.concat(parts);
    }
    const length = data.readUInt16BE(offset + 2);
    const end = offset + 2 + length;
    if (end > data.length) throw new Error('truncated JPEG segment');
    const isApp = marker >= 0xe1 && marker <= 0xef;
    const dropped = (isApp && !JPEG_KEPT_APP.has(marker)) || marker === 0xfe;
    if (!dropped) parts.push(data.subarray(offset, end));
    offset = end;
  }
  throw new Error('JPEG without image data');
}
