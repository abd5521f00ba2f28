/**
 * What each palette picture is made from: the seeds' sample of each block (the first published use
 * of its type, `seeds/samples`) in the public API's shape, through the live preview's sanitiser
 * (web/preview-live/sanitize-draft.ts, the CMS's rules), and the hash that says when a picture is
 * stale: the sample and every source the site renders blocks with (web/blocks, the image and link
 * helpers, the global styles). Node only: used by the generator and the manifest's unit test.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { blockSamples } from 'seeds/samples';
import { BLOCK_CATALOGUE } from 'contract/blocks';
import { IMAGES } from 'seeds/images';
import { sanitizeDraftBlocks } from '../../preview-live/sanitize-draft';

export const ROOT = path.resolve(__dirname, '../../..');
export const PICTURES_DIR = path.resolve(ROOT, 'builder/src/palette/pictures');
export const MANIFEST = path.join(PICTURES_DIR, 'manifest.json');
export const SAMPLE_ASSETS = path.resolve(ROOT, 'seeds/assets');

/** The site's block rendering: every file but tests and the registry's generator. */
const RENDERER_SOURCES = ['web/blocks', 'web/media', 'web/links/safe-url.ts', 'web/event', 'web/app/globals.css'];

export interface ManifestEntry {
  file: string;
  hash: string;
  width: number;
  height: number;
}
export type Manifest = Record<string, ManifestEntry>;

function filesUnder(relative: string): string[] {
  const absolute = path.join(ROOT, relative);
  if (!statSync(absolute).isDirectory()) return [relative];
  return readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(relative, name))
    .filter((name) => /\.(tsx?|css|mjs)$/.test(name) && !/\.test\.|generate-registry/.test(name))
    .sort();
}

let renderer: string | undefined;
/** One hash of the renderer's sources (their paths and contents). */
export function rendererHash(): string {
  if (renderer) return renderer;
  const hash = createHash('sha256');
  for (const file of RENDERER_SOURCES.flatMap(filesUnder)) hash.update(`${file}\n`).update(readFileSync(path.join(ROOT, file)));
  return (renderer = hash.digest('hex'));
}

const imageSize = (file: string) =>
  IMAGES.find((image) => image.file === file)?.motif === 'logo' ? { width: 300, height: 100 } : { width: 1200, height: 675 };

/** A seeds image reference ({ sampleImage }) as the upload the builder would send. */
function asUpload(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(asUpload);
  if (typeof value !== 'object' || value === null) return value;
  if ('sampleImage' in value) {
    const file = String(value.sampleImage);
    return { url: `/uploads/${file}`, alternativeText: file, ...imageSize(file), formats: {} };
  }
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asUpload(field)]));
}

/** The blocks of the palette (the catalogue), each with its sanitised sample and its picture's hash. */
export function paletteSamples(): Array<{ uid: string; block: unknown; hash: string }> {
  const samples = blockSamples();
  return Object.keys(BLOCK_CATALOGUE).map((uid) => {
    const sample = samples.get(uid as never);
    if (!sample) throw new Error(`the seeds have no published sample of ${uid} (seeds/src/content)`);
    const block = sanitizeDraftBlocks([asUpload(sample)])[0];
    const hash = createHash('sha256').update(uid).update(JSON.stringify(block)).update(rendererHash()).digest('hex').slice(0, 16);
    return { uid, block, hash };
  });
}

/** The picture's file name of a block ("blocks.hero-image-left" → "blocks.hero-image-left.jpg"). */
export const pictureFile = (uid: string) => `${uid}.jpg`;
