// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from 'cms/blocks';
import { MANIFEST, PICTURES_DIR, paletteSamples, type Manifest } from '../../scripts/palette/samples';
import manifest from './pictures/manifest.json';
import { pictureOf } from './pictures';

const REGENERATE = 'run npm run generate:palette -w builder';

describe('palette pictures', () => {
  it('has a picture of every block of the catalogue, made from its current sample and the site’s current renderer', () => {
    const problems: string[] = [];
    const pictures = manifest as Manifest;
    for (const { uid, hash } of paletteSamples()) {
      const entry = pictures[uid];
      if (!entry) problems.push(`${uid}: no picture`);
      else if (!existsSync(path.join(PICTURES_DIR, entry.file))) problems.push(`${uid}: ${entry.file} is missing`);
      else if (entry.hash !== hash) problems.push(`${uid}: stale picture (its sample or the site's block rendering changed)`);
    }
    expect(problems, `${REGENERATE} (manifest: ${MANIFEST})`).toEqual([]);
  });

  it('gives the palette a picture with its size for each block', () => {
    for (const uid of Object.keys(BLOCK_CATALOGUE)) {
      const picture = pictureOf(uid);
      expect(picture?.src, uid).toBeTruthy();
      expect(picture!.width).toBe(320);
      expect(picture!.height).toBeGreaterThan(10);
    }
    expect(pictureOf('blocks.no-such-block')).toBeUndefined();
  });
});
