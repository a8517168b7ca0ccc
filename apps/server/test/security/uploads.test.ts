import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.ts';
import { registerUser } from '../accounts/fixtures.ts';
import { RTOKEN, useTestApp } from '../helpers.ts';
import { PNG, pngChunk, pngClaiming, uploadFile } from '../upload-fixtures.ts';

const app = useTestApp();

const avatar = (token: string, file: Buffer, type = 'image/png') =>
  uploadFile(app(), '/api/web/uploadAvatar', token, file, { type, filename: 'me.png' });
const identity = (token: string, file: Buffer) => uploadFile(app(), '/api/web/uploadKycImage', token, file);
const voucher = (token: string, file: Buffer) => uploadFile(app(), '/api/web/uploadVoucher', token, file);

/** The bytes the platform stored for an avatar, fetched by its public URL. */
async function storedAvatar(a: App, url: string): Promise<Buffer> {
  const res = await a.server.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** A small picture with varied pixels, so that truncating its data leaves it incomplete. */
async function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe('uploaded images are decoded before they are stored', () => {
  it('refuses a picture of more than 40 megapixels without decoding it, however small the file', async () => {
    const { token } = await registerUser(app());
    // 20000 x 20000 claimed by a 1 KB file: 1.2 GB once decoded.
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const started = Date.now();
    const refused = await avatar(token, bomb);
    expect(refused).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_TOO_MANY_PIXELS' });
    expect(refused.message).toBe(
      'This image is too large. Please upload a picture of at most 40 megapixels.',
    );
    expect(Date.now() - started).toBeLessThan(2_000);
    // A real picture just over the limit, encoded by sharp (compresses to a small file).
    const real = await sharp({
      create: { width: 8_000, height: 5_001, channels: 3, background: '#336699' },
      limitInputPixels: false,
    })
      .png()
      .toBuffer();
    expect(await avatar(token, real)).toMatchObject({ reason: 'UPLOAD_IMAGE_TOO_MANY_PIXELS' });
    expect((await voucher(token, bomb)).reason).toBe('UPLOAD_IMAGE_TOO_MANY_PIXELS');
    const hy = await uploadFile(app(), `/api/web/uploadAvatar?lang=hy`, token, bomb);
    expect(hy.reason).toBe('UPLOAD_IMAGE_TOO_MANY_PIXELS');
  });

  it('refuses identity photos with an impossible header or cut short', async () => {
    const { token } = await registerUser(app());
    const lying = await identity(token, pngClaiming(2 ** 31 - 1, 2 ** 31 - 1));
    expect(lying).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_UNREADABLE' });
    expect(lying.message).toMatch(/could not be read/);
    const stub = await identity(token, PNG.subarray(0, 40));
    expect(stub).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_UNREADABLE' });
    const whole = await noisePng(64, 64);
    const cut = await identity(token, whole.subarray(0, Math.floor(whole.length * 0.6)));
    expect(cut).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_UNREADABLE' });
    const jpeg = await sharp(whole).jpeg().toBuffer();
    const cutJpeg = await identity(token, jpeg.subarray(0, Math.floor(jpeg.length * 0.6)));
    expect(cutJpeg).toMatchObject({ code: 1, reason: 'UPLOAD_IMAGE_UNREADABLE' });
    // The one-pixel PNG the end-to-end tests upload still passes.
    expect(await identity(token, PNG)).toMatchObject({ code: 7 });
    expect(await identity(token, whole)).toMatchObject({ code: 7 });
  });

  it('stores only the pixels of a PNG: text, EXIF and unknown chunks are gone', async () => {
    const { token } = await registerUser(app());
    const picture = await noisePng(16, 8);
    const ihdrEnd = 8 + 12 + 13;
    const withExtras = Buffer.concat([
      picture.subarray(0, ihdrEnd),
      pngChunk('tEXt', Buffer.from('Comment\u0000GPS 52.5200,13.4050')),
      pngChunk('prVt', Buffer.from('hidden-payload-1')),
      picture.subarray(ihdrEnd),
    ]);
    const ok = await avatar(token, withExtras);
    expect(ok.code, JSON.stringify(ok)).toBe(0);
    const stored = await storedAvatar(app(), ok.data.avatar);
    expect(stored.includes(Buffer.from('52.5200'))).toBe(false);
    expect(stored.includes(Buffer.from('prVt'))).toBe(false);
    expect(stored.includes(Buffer.from('hidden-payload-1'))).toBe(false);
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 16, height: 8 });
    expect(meta.comments ?? []).toEqual([]);
  });

  it('stores a JPEG turned upright, without EXIF and without bytes after its end marker', async () => {
    const { token } = await registerUser(app());
    // 40 x 20 stored, EXIF orientation 6: shown rotated, 20 wide and 40 high.
    const photo = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#c04020' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SpyCam', ImageDescription: 'GPS 52.5200,13.4050' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).orientation).toBe(6);
    const trailer = Buffer.from('after-the-end-marker');
    const ok = await uploadFile(app(), '/api/web/uploadKycImage', token, Buffer.concat([photo, trailer]), {
      filename: 'id.jpg',
      type: 'image/jpeg',
    });
    expect(ok.code, JSON.stringify(ok)).toBe(7);
    const res = await app().server.inject({
      method: 'GET',
      url: `/api/web/kycImage?rtoken=${RTOKEN}&token=${token}&id=${ok.data.image_id}`,
    });
    expect(res.statusCode).toBe(200);
    const stored = res.rawPayload;
    for (const secret of ['SpyCam', '52.5200', 'Exif', 'after-the-end-marker']) {
      expect(stored.includes(Buffer.from(secret)), secret).toBe(false);
    }
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 20, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });
});
