// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANIFEST, PICTURES_DIR, paletteSamples, rendererSources, type Manifest } from './samples';

const REGENERATE = 'run npm run generate:palette -w web';

describe('palette pictures', () => {
  it('has a picture of every block of the catalogue, made from its current sample and the site’s current renderer', () => {
    const problems: string[] = [];
    const pictures = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    for (const { uid, hash } of paletteSamples()) {
      const entry = pictures[uid];
      if (!entry) problems.push(`${uid}: no picture`);
      else if (!existsSync(path.join(PICTURES_DIR, entry.file))) problems.push(`${uid}: ${entry.file} is missing`);
      else if (entry.hash !== hash) problems.push(`${uid}: stale picture (its sample or the site's block rendering changed)`);
    }
    expect(problems, `${REGENERATE} (manifest: ${MANIFEST})`).toEqual([]);
    // Reads and transpiles every block's sources: seconds on a busy 2-core machine.
  }, 30_000);
  it("follows each block's renderer through what it imports, so a change re-shoots only the blocks it draws", () => {
    const strip = rendererSources('blocks.logo-strip');
    expect(strip).toEqual(
      expect.arrayContaining([
        'web/blocks/blocks/logo-strip.tsx',
        'web/blocks/blocks/logo-strip.module.css',
        'web/blocks/parts/section.tsx',
        'web/app/globals.css',
      ]),
    );
    expect(strip).not.toContain('web/blocks/blocks/faq-list.tsx');
    expect(strip).not.toContain('web/blocks/registry.generated.ts');
    expect(rendererSources('blocks.single-image')).toContain('web/blocks/parts/figure.tsx');
    expect(strip).not.toContain('web/blocks/parts/figure.tsx');
    expect(rendererSources('blocks.faq-list')).toEqual(expect.arrayContaining(['web/blocks/blocks/faq-list.tsx', 'web/blocks/edit-marks.ts']));
    expect(rendererSources('blocks.faq-list').filter((file) => file.includes('generated'))).toEqual([]);
  });
});
