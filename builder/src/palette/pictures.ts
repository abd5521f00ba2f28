import manifest from './pictures/manifest.json';

/**
 * The palette's picture of each block: the site's own rendering of the block's sample content,
 * photographed once by `npm run generate:palette -w web` (web/scripts/palette/) and committed with
 * its manifest (file, hash of the sample and the renderer's sources, size). Small JPEGs, served as
 * files (vite.config.ts keeps them out of the script).
 */
const urls = import.meta.glob<string>('./pictures/*.jpg', { eager: true, query: '?url', import: 'default' });

export interface Picture {
  src: string;
  width: number;
  height: number;
}

const pictures = new Map<string, Picture>();
for (const [uid, entry] of Object.entries(manifest as Record<string, { file: string; width: number; height: number }>)) {
  const src = urls[`./pictures/${entry.file}`];
  if (src) pictures.set(uid, { src, width: entry.width, height: entry.height });
}

/** The picture of a block (the same object every time), if the generator made one. */
export function pictureOf(uid: string): Picture | undefined {
  return pictures.get(uid);
}
