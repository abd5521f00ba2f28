// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE } from 'contract/blocks';
import { pictureOf } from './pictures';

/** Whether each picture is current (made from the block's sample and the site's renderer) is web/scripts/palette/pictures.test.ts's. */
describe('palette pictures', () => {
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
