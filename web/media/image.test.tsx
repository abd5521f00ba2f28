import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CmsImage, mediaUrl } from './image';

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

describe('media URLs', () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ['/uploads/a.jpg', '/uploads/a.jpg'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['/elsewhere/a.jpg', undefined],
    ['javascript:alert(1)', undefined],
    [null, undefined],
  ])('on the CMS disk: %j → %j', (url, expected) => {
    vi.stubEnv('S3_PUBLIC_URL', '');
    expect(mediaUrl(url)).toBe(expected);
  });

  it.each([
    ['http://localhost:9000/uploads/a_1f2e.jpg', '/uploads/a_1f2e.jpg'],
    ['http://localhost:9000/uploads/2026/thumbnail_a.jpg', '/uploads/2026/thumbnail_a.jpg'],
    ['/uploads/older-on-the-cms-disk.jpg', '/uploads/older-on-the-cms-disk.jpg'],
    // Not the bucket: another path on its host, or another bucket whose name starts the same.
    ['http://localhost:9000/uploads-other/a.jpg', 'http://localhost:9000/uploads-other/a.jpg'],
    ['http://localhost:9000/uploads/', 'http://localhost:9000/uploads/'],
  ])("in a bucket: the bucket's files are the site's /uploads/*: %j → %j", (url, expected) => {
    vi.stubEnv('S3_PUBLIC_URL', 'http://localhost:9000/uploads/');
    expect(mediaUrl(url)).toBe(expected);
  });

  it("renders a bucket image and its srcset from the site's origin", () => {
    vi.stubEnv('S3_PUBLIC_URL', 'https://bucket.example.com/media');
    const html = renderToStaticMarkup(
      <CmsImage
        image={
          {
            ...image,
            url: 'https://bucket.example.com/media/a.jpg',
            formats: { small: { url: 'https://bucket.example.com/media/small_a.jpg', width: 500, height: 281 } },
          } as never
        }
      />,
    );
    expect(html).toContain('src="/uploads/a.jpg"');
    expect(html).toContain('srcSet="/uploads/small_a.jpg 500w, /uploads/a.jpg 1200w"');
    expect(html).not.toContain('bucket.example.com');
  });
});
