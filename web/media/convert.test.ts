import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ConvertedImageCache, convertImage, type CachedImage } from './convert';

/** A photo-like test image: a gradient with noise (a flat image would not say much about sizes). */
async function photo(format: 'jpeg' | 'png', width = 320, height = 200): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let i = 0; i < pixels.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const x = (i / 3) % width;
    pixels[i] = Math.min(255, Math.round((x / width) * 200 + (seed % 56)));
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'jpeg' ? image.jpeg({ quality: 90 }).toBuffer() : image.png().toBuffer();
}

describe('convertImage', () => {
  it.each([
    ['avif', 'image/avif', 'heif'],
    ['webp', 'image/webp', 'webp'],
  ] as const)('turns a JPEG into %s of the same size in pixels, smaller in bytes', async (format, type, sharpFormat) => {
    const input = await photo('jpeg');
    const result = await convertImage(input, format, 'image/jpeg');
    expect(result.converted).toBe(true);
    expect(result.contentType).toBe(type);
    expect(result.body.length).toBeLessThan(input.length);
    const meta = await sharp(result.body).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect([meta.width, meta.height]).toEqual([320, 200]);
  });

  it('converts PNGs too', async () => {
    const result = await convertImage(await photo('png'), 'webp', 'image/png');
    expect(result).toMatchObject({ converted: true, contentType: 'image/webp' });
  });

  it('keeps the original when the modern file would not be smaller', async () => {
    // A 1×1 PNG is already smaller than any AVIF container.
    const tiny = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const result = await convertImage(tiny, 'avif', 'image/png');
    expect(result).toEqual({ body: tiny, contentType: 'image/png', converted: false });
  });

  it('rejects a file that is not an image', async () => {
    await expect(convertImage(Buffer.from('not an image'), 'webp', 'image/jpeg')).rejects.toThrow();
  });
});

describe('ConvertedImageCache', () => {
  const entry = (bytes: number): CachedImage => ({ body: Buffer.alloc(bytes), contentType: 'image/avif', converted: true });

  it('produces a key once, also for concurrent requests', async () => {
    const cache = new ConvertedImageCache(1000);
    let calls = 0;
    const produce = async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 5));
      return entry(10);
    };
    const [a, b] = await Promise.all([cache.getOrProduce('k', produce), cache.getOrProduce('k', produce)]);
    await cache.getOrProduce('k', produce);
    expect(calls).toBe(1);
    expect(a).toBe(b);
  });

  it('does not keep failures', async () => {
    const cache = new ConvertedImageCache(1000);
    await expect(cache.getOrProduce('k', () => Promise.reject(new Error('upstream 502')))).rejects.toThrow('upstream 502');
    expect(await cache.getOrProduce('k', async () => entry(3))).toMatchObject({ converted: true });
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used entries beyond its size in bytes, and never keeps an entry larger than that', () => {
    const cache = new ConvertedImageCache(100);
    cache.set('a', entry(40));
    cache.set('b', entry(40));
    cache.get('a');
    cache.set('c', entry(40));
    expect([cache.get('a') !== undefined, cache.get('b') !== undefined, cache.get('c') !== undefined]).toEqual([true, false, true]);
    expect(cache.bytes).toBe(80);
    cache.set('huge', entry(101));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.bytes).toBe(80);
  });

  it('rejects a size that is not a number', () => {
    expect(() => new ConvertedImageCache(Number.NaN)).toThrow(/maxBytes/);
  });
});
