import { createRequire } from 'node:module';
import type { Sharp } from 'sharp';
import { FORMAT_TYPES, type ModernFormat } from './negotiate';

/**
 * Converts CMS uploads to AVIF or WebP with sharp (server only). Upload file names carry a content
 * hash, so a converted file never changes: results are kept in memory (least recently used first
 * out, bounded in bytes) and a file being converted is converted once for concurrent requests.
 */

/**
 * sharp, loaded on first use with require(): imported as an ES module, sharp (an external package for
 * Next's server build) makes this module and the routes importing it async modules for Turbopack,
 * which puts async-module support into the browser runtime that every page loads (+0.5 KB gzip),
 * although sharp never reaches the browser.
 */
let sharpModule: typeof import('sharp').default | undefined;
const loadSharp = () => (sharpModule ??= createRequire(import.meta.url)('sharp') as typeof import('sharp').default);

/** Encoder settings: AVIF at a fast effort (the first request waits for it), WebP at sharp's default effort. */
const ENCODERS = {
  avif: (image: Sharp) => image.avif({ quality: 55, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 78 }),
} satisfies Record<ModernFormat, (image: Sharp) => Sharp>;

/** Larger images are sent as they are (decoding them would take too much memory and time). */
export const MAX_INPUT_PIXELS = 40_000_000;

export interface Converted {
  body: Buffer;
  contentType: string;
  /** False when the modern file was not smaller than the original: the original is sent instead. */
  converted: boolean;
}

export async function convertImage(input: Buffer, format: ModernFormat, originalType: string): Promise<Converted> {
  const sharp = loadSharp();
  const output = await ENCODERS[format](sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate()).toBuffer();
  return output.length < input.length
    ? { body: output, contentType: FORMAT_TYPES[format], converted: true }
    : { body: input, contentType: originalType, converted: false };
}

export interface CachedImage extends Converted {
  etag?: string;
  lastModified?: string;
}

export class ConvertedImageCache {
  #entries = new Map<string, CachedImage>();
  #pending = new Map<string, Promise<CachedImage>>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {
    if (!(maxBytes >= 0)) throw new Error(`ConvertedImageCache: maxBytes must be a number >= 0, got ${maxBytes}`);
  }

  get(key: string): CachedImage | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most recently used last.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry;
  }

  /** The cached result, or the one being produced, or `produce()`'s (then cached). */
  async getOrProduce(key: string, produce: () => Promise<CachedImage>): Promise<CachedImage> {
    const hit = this.get(key);
    if (hit) return hit;
    const pending = this.#pending.get(key);
    if (pending) return pending;
    const promise = produce()
      .then((entry) => {
        this.set(key, entry);
        return entry;
      })
      .finally(() => this.#pending.delete(key));
    this.#pending.set(key, promise);
    return promise;
  }

  set(key: string, entry: CachedImage): void {
    const previous = this.#entries.get(key);
    if (previous) {
      this.#entries.delete(key);
      this.#bytes -= previous.body.length;
    }
    if (entry.body.length > this.maxBytes) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldestKey, oldest] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldestKey);
      this.#bytes -= oldest.body.length;
    }
  }

  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }
}
