import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CmsImage } from './image';

const image = {
  url: '/uploads/a.jpg',
  width: 1200,
  height: 675,
  alternativeText: 'A',
  formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 281 } },
};

describe('image loading', () => {
  it('loads a priority image early and decodes it with the frame that paints it; others lazily and asynchronously', () => {
    const hero = renderToStaticMarkup(<CmsImage image={image as never} priority />);
    expect(hero).toContain('loading="eager"');
    expect(hero).toContain('fetchPriority="high"');
    expect(hero).toContain('decoding="sync"');
    const other = renderToStaticMarkup(<CmsImage image={image as never} />);
    expect(other).toContain('loading="lazy"');
    expect(other).toContain('decoding="async"');
    expect(other).not.toContain('fetchPriority');
  });
});
