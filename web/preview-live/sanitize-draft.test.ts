import { describe, expect, it } from 'vitest';
import { DraftError, publicImage, sanitizeDraftBlocks, sanitizeDraftSettings } from './sanitize-draft';

describe('sanitizeDraftBlocks', () => {
  it('sanitises HTML fields with the CMS rules and keeps text fields as text', () => {
    const [block] = sanitizeDraftBlocks([
      {
        __component: 'blocks.text',
        __key: 'k1',
        id: 7,
        title: 'a < b <script>',
        content: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>',
      },
    ]);
    expect(block).toMatchObject({ __component: 'blocks.text', title: 'a < b <script>' });
    expect((block as { content: string }).content).toBe('<p>Hi</p><a>x</a>');
    expect(block).not.toHaveProperty('__key');
    expect(block).not.toHaveProperty('id');
  });

  it('drops dangerous URLs (also disguised ones) and keeps safe ones', () => {
    const blocks = sanitizeDraftBlocks([
      { __component: 'blocks.hero-image-left', title: 'T', buttonLink: 'java\tscript:alert(1)' },
      { __component: 'blocks.hero-image-left', title: 'T', buttonLink: '&#106;avascript:alert(1)' },
      { __component: 'blocks.hero-image-left', title: 'T', buttonLink: ' https://example.com/try ' },
      { __component: 'blocks.hero-image-left', title: 'T', buttonLink: '/en-US/pricing' },
    ]);
    expect(blocks.map((b) => (b as { buttonLink: string | null }).buttonLink)).toEqual([null, null, 'https://example.com/try', '/en-US/pricing']);
  });

  it('types every field as the schema says: wrong types become empty, enums outside their values are dropped', () => {
    const [block] = sanitizeDraftBlocks([{ __component: 'blocks.hero-image-left', title: { html: '<b>' }, darkMode: 'yes', surface: 'neon' }]);
    expect(block).toMatchObject({ title: null, subtitle: null, darkMode: false, surface: null, image: null });
  });

  it('walks nested repeatable components (FAQ items: HTML answers)', () => {
    const [block] = sanitizeDraftBlocks([
      { __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ id: 3, question: 'Q?', answer: '<p>A<img src=x onerror=alert(1)></p>' }, 'not an item'] },
    ]);
    const items = (block as unknown as { items: { question: string; answer: string }[] }).items;
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({ uuid: null, question: 'Q?', answer: '<p>A<img src="x" /></p>' });
  });

  it('refuses what is not a list of known blocks, naming the place', () => {
    expect(() => sanitizeDraftBlocks({})).toThrow(new DraftError('draft: expected an array of blocks'));
    expect(() => sanitizeDraftBlocks([null])).toThrow('draft[0]: expected a block object');
    expect(() => sanitizeDraftBlocks([{ __component: 'blocks.text' }, { __component: 'blocks.evil' }])).toThrow(
      'draft[1].__component: "blocks.evil" is not a block type',
    );
    expect(() => sanitizeDraftBlocks(Array.from({ length: 501 }, () => ({ __component: 'blocks.text' })))).toThrow('at most 500');
  });
});

describe('publicImage', () => {
  it('keeps the public image shape of an upload, with the URLs the site renders images from (its uploads, http(s))', () => {
    const image = publicImage({
      id: 4,
      url: '/uploads/a.png',
      mime: 'image/png',
      alternativeText: 'A',
      width: 10,
      height: 5,
      formats: { small: { url: '/uploads/small_a.png', width: 5, height: 3, size: 1 }, bad: { url: 'javascript:alert(1)', width: 1, height: 1 } },
    });
    expect(image).toEqual({
      url: '/uploads/a.png',
      alternativeText: 'A',
      width: 10,
      height: 5,
      formats: { small: { url: '/uploads/small_a.png', width: 5, height: 3 } },
    });
    expect(publicImage({ url: 'data:image/png;base64,AAAA' })).toBeNull();
    expect(publicImage({ url: '//evil.example/a.png' })).toBeNull();
    expect(publicImage({ url: 'https://cdn.example.com/a.png' })?.url).toBe('https://cdn.example.com/a.png');
    // what CmsImage would not render either
    expect(publicImage({ url: '/admin/logo.png' })).toBeNull();
  });
});

describe('sanitizeDraftSettings', () => {
  it('sanitises the settings component of the page type', () => {
    expect(sanitizeDraftSettings({ seoTitle: 'S', seoImage: { url: 'javascript:x' }, id: 1 }, 'shared.landing-settings')).toEqual({
      seoTitle: 'S',
      seoDescription: null,
      seoImage: null,
    });
    expect(sanitizeDraftSettings({ redirectUrl: 'vbscript:x', articleTitle: 'A' }, 'shared.article-settings')).toMatchObject({
      redirectUrl: null,
      articleTitle: 'A',
      eventDates: [],
    });
    expect(sanitizeDraftSettings(null, 'shared.landing-settings')).toEqual({});
    expect(() => sanitizeDraftSettings('x', 'shared.landing-settings')).toThrow('draftSettings: expected an object');
    expect(() => sanitizeDraftSettings({}, 'shared.nope')).toThrow('unknown settings component "shared.nope"');
  });
});
