import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { decodesRunning, IMAGE_DECODES_AT_ONCE, reencodeImage } from './image-decode.ts';

describe('image decoding', () => {
  it('decodes at most IMAGE_DECODES_AT_ONCE pictures at a time, and every one in the burst', async () => {
    const png = await sharp({
      create: { width: 1500, height: 1500, channels: 3, background: { r: 10, g: 120, b: 200 } },
    })
      .png()
      .toBuffer();
    let most = 0;
    const watch = setInterval(() => {
      most = Math.max(most, decodesRunning());
    }, 1);
    try {
      const out = await Promise.all(Array.from({ length: 8 }, () => reencodeImage(png, 'png')));
      expect(out.every((b) => b.subarray(1, 4).toString() === 'PNG')).toBe(true);
    } finally {
      clearInterval(watch);
    }
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(IMAGE_DECODES_AT_ONCE);
    expect(decodesRunning()).toBe(0);
  });

  it('gives the slot back when a picture fails to decode', async () => {
    const noise = Buffer.alloc(300 * 300 * 3);
    for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
    const png = await sharp(noise, { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();
    // The header reads, the pixel data stops at 60%: refused by the decoder, inside its turn.
    const truncated = png.subarray(0, Math.floor(png.length * 0.6));
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => reencodeImage(truncated, 'png')),
    );
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(decodesRunning()).toBe(0);
    await expect(reencodeImage(png, 'png')).resolves.toBeInstanceOf(Buffer);
  });
});
