import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockSamples } from 'seeds/samples';
import { BLOCK_TYPES, type Block, type BlockByUid, type BlockUid, type PublicImage } from 'contract/blocks';
import { sanitizeDraftBlocks } from '../preview-live/sanitize-draft';
import { blockName } from './parts/section';
import { Blocks, blockRenderers } from './registry';
import mediaGrid from './blocks/media-grid.module.css';
import { messages } from '../i18n';

const image: PublicImage = {
  url: '/uploads/a.jpg',
  alternativeText: 'Alt',
  width: 1200,
  height: 675,
  formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 281 } },
};
const style = { darkMode: false, surface: null } as const;

/** A sample image reference of the seeds ({ sampleImage }) as the upload the builder would send. */
const asUpload = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(asUpload);
  if (typeof value !== 'object' || value === null) return value;
  if ('sampleImage' in value) return { ...image, url: `/uploads/${String(value.sampleImage)}`, alternativeText: String(value.sampleImage) };
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, asUpload(field)]));
};

/** The seeds' sample of each block type, in the public API's shape (through the live preview's sanitiser). */
const samples = new Map([...blockSamples()].map(([uid, sample]) => [uid, sanitizeDraftBlocks([asUpload(sample)])[0]!]));
const sample = <U extends BlockUid>(uid: U) => samples.get(uid) as BlockByUid[U];

const render = (blocks: Block[]) => renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" />);

describe('block registry', () => {
  it('has a renderer for every block type of the catalogue (registry.generated.ts: npm run generate:blocks)', () => {
    expect(Object.keys(blockRenderers)).toEqual([...BLOCK_TYPES]);
  });

  it.each(BLOCK_TYPES)('renders the sample content of %s in its section, named after its uid', (uid) => {
    const block = samples.get(uid);
    expect(block, `the seeds have no published sample of ${uid}`).toBeDefined();
    const html = render([block!]);
    expect(html).toContain(`<section class="block block--${blockName(uid)} `);
    expect(html).toContain(`data-block="${blockName(uid)}"`);
    expect(html.replace(/<[^>]*>/g, '').trim().length + (html.match(/<img /g)?.length ?? 0)).toBeGreaterThan(0);
  });

  it('flags only the first block as first', () => {
    const html = render([sample('blocks.text'), { ...sample('blocks.main-content'), content: '<p>Main body</p>' }]);
    expect(html.match(/block--first/g)).toHaveLength(1);
    expect(html.indexOf('block--first')).toBeLessThan(html.indexOf('Main body'));
  });

  it('renders the CMS-sanitised HTML fields as HTML and plain fields as text', () => {
    expect(render([{ __component: 'article.text', content: '<p>Body <strong>text</strong></p>' }])).toContain('<strong>text</strong>');
    expect(render([{ ...sample('blocks.author-image-left'), description: '<b>x</b>' }])).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('does not render links with dangerous protocols', () => {
    const html = render([
      { ...sample('blocks.buy-simple'), buttonLink: 'javascript:alert(1)' },
      { ...sample('event.cta'), buttons: [{ label: 'Bad', url: 'data:text/html,x', openInNewTab: false }] },
    ]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
  });

  it('applies darkMode and surface', () => {
    const text = { ...sample('blocks.text'), ...style };
    expect(render([{ ...text, darkMode: true }])).toContain('surface-dark');
    expect(render([{ ...text, surface: 'light' }])).toContain('surface-light');
    expect(render([text])).toContain('surface-neutral');
  });

  it('lays out a media grid by its number of images', () => {
    const entry = { type: 'images', image, alt: 'One', url: null } as const;
    expect(render([{ ...sample('blocks.media-grid'), entries: [entry, entry] }])).toContain(mediaGrid['of-2']);
    expect(render([{ ...sample('blocks.media-grid'), entries: [entry, entry, entry, entry] }])).toContain(mediaGrid['of-3']);
  });

  it('embeds YouTube in privacy-enhanced mode, only on request', () => {
    const html = render([{ ...sample('blocks.hero-video-center'), youtubeVideoCode: 'dQw4w9WgXcQ' }]);
    expect(html).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(html).not.toContain('<iframe');
  });

  it('gives each event date an add-to-calendar button with the spec payload', () => {
    const dates = [{ startDate: '2025-12-03T14:00:00Z', endDate: '2025-12-03T22:00:00Z', timeZone: 'America/New_York', address: 'Boston', cancelled: false }];
    const html = render([{ __component: 'blocks.event-date', title: 'Summit', dates, ...style }]);
    expect(html).toContain('<add-to-calendar-button');
    expect(html).toContain('startDate="2025-12-03"');
    expect(html).toContain('startTime="09:00"');
    expect(html).toContain('endTime="17:00"');
    expect(html).toContain('timeZone="America/New_York"');
    expect(html).toContain('options="[&quot;Apple&quot;,&quot;Microsoft365&quot;,&quot;Google&quot;,&quot;iCal&quot;]"');
  });

  it("writes what blocks add around the content in the page's language: no English text on an es-US page", () => {
    const dates = [{ startDate: '2025-12-03T14:00:00Z', endDate: '2025-12-03T22:00:00Z', timeZone: 'America/New_York', address: null, cancelled: false }];
    // Every block with the texts it adds shown: empty titles and labels get their defaults, links open in a new tab.
    const blocks: Block[] = [
      ...BLOCK_TYPES.map((uid) => sample(uid) as Block),
      { ...sample('blocks.article-cta'), openNewWindow: true },
      { ...sample('blocks.article-toggle'), beforeLabel: '', afterLabel: '' },
      { ...sample('blocks.hero-video-center'), title: '' },
      { ...sample('blocks.hero-form-left'), buttonText: '' },
      { __component: 'blocks.event-date', title: '', dates, ...style },
    ];
    const text = (locale: string) => renderToStaticMarkup(<Blocks blocks={blocks} locale={locale} />).replace(/<[^>]*>/g, ' ');
    const attributes = (locale: string) =>
      [...renderToStaticMarkup(<Blocks blocks={blocks} locale={locale} />).matchAll(/(?:aria-label|label|language)="([^"]*)"/g)].map((m) => m[1]);
    const en = messages('en-US');
    const es = messages('es-US');
    const english = [
      en.opensInNewTab,
      en.blocks.playVideo('Video'),
      en.blocks.before,
      en.blocks.after,
      en.blocks.name,
      en.blocks.email,
      en.blocks.submit,
      en.event.addToCalendar,
    ];
    for (const phrase of english) expect(text('en-US') + attributes('en-US').join(' ')).toContain(phrase);
    const spanish = text('es-US');
    for (const phrase of english) expect(spanish, phrase).not.toContain(phrase);
    expect(attributes('es-US')).not.toContain(en.blocks.compareImages);
    expect(attributes('es-US')).toContain(es.blocks.compareImages);
    expect(attributes('es-US')).toContain(es.event.addToCalendar);
    expect(attributes('es-US')).toContain('es');
    for (const phrase of [es.opensInNewTab, es.blocks.playVideo('Video'), es.blocks.before, es.blocks.name, es.blocks.submit])
      expect(spanish).toContain(phrase);
  });

  it('skips a block type this build does not know instead of failing the page', () => {
    expect(render([{ __component: 'blocks.future' } as unknown as Block, { ...sample('blocks.text'), content: '<p>Text body</p>' }])).toContain('Text body');
  });
});

// Compile-time checks (npm run typecheck): the registry must cover every uid with the right props.
// @ts-expect-error a registry without a renderer for one block type does not compile
const missing: typeof blockRenderers = { ...blockRenderers, 'blocks.text': undefined };
// @ts-expect-error a renderer of another block type does not compile
const mismatched: typeof blockRenderers = { ...blockRenderers, 'blocks.text': blockRenderers['blocks.faq-list'] };
void missing;
void mismatched;
