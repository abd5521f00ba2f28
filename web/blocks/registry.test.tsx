import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BLOCK_UIDS, type Block, type BlockByUid, type BlockUid, type PublicImage } from 'cms/blocks';
import { Blocks, blockRenderers } from './registry';

const image: PublicImage = { url: '/uploads/a.jpg', alternativeText: 'Alt', width: 1200, height: 675, formats: { small: { url: '/uploads/small_a.jpg', width: 500, height: 281 } } };
const style = { darkMode: false, first: false, surface: null } as const;

/** One sample of every block type; the `satisfies` makes a new block type a compile error here too. */
const samples: { [U in BlockUid]: BlockByUid[U] } = {
  'article.text': { __component: 'article.text', content: '<p>Body <strong>text</strong></p>', first: false },
  'blocks.article-cta': { __component: 'blocks.article-cta', title: 'CTA', content: '<p>Go</p>', ctaUrl: 'https://example.com', ctaLabel: 'Read more', openNewWindow: true, ...style },
  'blocks.article-hero': { __component: 'blocks.article-hero', title: 'Hero', leadText: 'Lead', media: image, caption: 'Caption', credit: 'Credit', ...style },
  'blocks.article-image-to-side': { __component: 'blocks.article-image-to-side', title: 'Side', content: '<p>Side text</p>', sectionImage: image, caption: null, reversed: true, size: 'small', ...style },
  'blocks.article-quote': { __component: 'blocks.article-quote', quote: '<p>Quoted</p>', author: 'Ana', authorImage: image, grayBackground: true, ...style },
  'blocks.article-toggle': { __component: 'blocks.article-toggle', imageBefore: image, imageAfter: { ...image, url: '/uploads/b.jpg' }, beforeLabel: 'Before', afterLabel: 'After', caption: null, ...style },
  'blocks.author-image-left': { __component: 'blocks.author-image-left', title: 'Author', image, description: 'About the author', ...style },
  'blocks.buy-simple': { __component: 'blocks.buy-simple', title: 'Buy', subtitle: 'Now', buttonLink: '/buy', buttonText: 'Buy now', ...style },
  'blocks.chapters-collapse': { __component: 'blocks.chapters-collapse', title: 'Chapters', items: [{ uuid: '1', title: 'Chapter one', description: '<p>One</p>', image: null }], ...style },
  'blocks.event-date': { __component: 'blocks.event-date', title: 'Summit', dates: [{ startDate: '2025-12-03T14:00:00Z', endDate: '2025-12-03T22:00:00Z', timeZone: 'America/New_York', address: 'Boston', cancelled: false }], ...style },
  'blocks.faq-collapse': { __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ uuid: '1', question: 'Why?', answer: '<p>Because</p>' }], ...style },
  'blocks.faq-list': { __component: 'blocks.faq-list', title: 'FAQ list', items: [{ uuid: '1', question: 'How?', answer: '<p>Like this</p>' }], ...style },
  'blocks.features-grid-3': { __component: 'blocks.features-grid-3', title: 'Features', subtitle: null, items: [{ uuid: '1', title: 'Fast', description: '<p>Very</p>', image: null }], ...style },
  'blocks.full-bleed-image': { __component: 'blocks.full-bleed-image', imageLarge: image, imageMedium: image, imageSmall: image, alternateText: 'Wide', caption: null, imageCredit: null, ...style },
  'blocks.guarantee-10-days': { __component: 'blocks.guarantee-10-days', title: null, description: 'Ten', buttonLink: null, buttonText: null, ...style },
  'blocks.guarantee-15-days': { __component: 'blocks.guarantee-15-days', title: null, description: 'Fifteen', buttonLink: null, buttonText: null, ...style },
  'blocks.guarantee-30-days': { __component: 'blocks.guarantee-30-days', title: null, description: 'Thirty', buttonLink: null, buttonText: null, ...style },
  'blocks.guarantee-7-days': { __component: 'blocks.guarantee-7-days', title: null, description: 'Seven', buttonLink: null, buttonText: null, ...style },
  'blocks.hero-form-left': { __component: 'blocks.hero-form-left', title: 'Form hero', subtitle: null, buttonText: 'Send', ...style },
  'blocks.hero-image-left': { __component: 'blocks.hero-image-left', title: 'Image hero', subtitle: 'Sub', buttonLink: '/x', buttonText: 'Go', image, ...style },
  'blocks.hero-video-center': { __component: 'blocks.hero-video-center', title: 'Video', subtitle: null, youtubeVideoCode: 'dQw4w9WgXcQ', ...style },
  'blocks.main-content': { __component: 'blocks.main-content', title: 'Main', leadText: 'Lead', content: '<p>Main body</p>', ...style },
  'blocks.media-contact-card': { __component: 'blocks.media-contact-card', title: 'Press', name: 'Ana', role: 'PR', email: 'press@example.com', phone: '+1 555 0100', image: null, ...style },
  'blocks.media-grid': { __component: 'blocks.media-grid', entries: [{ type: 'images', image, alt: 'One', url: null }, { type: 'images', image, alt: 'Two', url: null }], caption: 'Grid', ...style },
  'blocks.quote-single': { __component: 'blocks.quote-single', quote: '<p>Single</p>', author: 'Bo', authorTitle: 'CEO', authorImage: null, ...style },
  'blocks.raw-html': { __component: 'blocks.raw-html', html: '<p class="raw">Raw</p>', ...style },
  'blocks.reversible-quote': { __component: 'blocks.reversible-quote', quote: '<p>Reversible</p>', author: 'Cy', singleImage: image, reversed: false, ...style },
  'blocks.single-image': { __component: 'blocks.single-image', singleImage: image, alt: 'Single', caption: 'Cap', credit: null, size: 'medium', ...style },
  'blocks.text': { __component: 'blocks.text', title: 'Text', content: '<p>Text body</p>', ...style },
  'event.cta': { __component: 'event.cta', title: 'Register', description: 'Seats are limited', buttons: [{ label: 'Register now', url: 'https://example.com/r', openInNewTab: true }], first: false },
};

const render = (blocks: Block[]) => renderToStaticMarkup(<Blocks blocks={blocks} />);

describe('block registry', () => {
  it('has a renderer for every block type of the CMS schemas, and nothing else', () => {
    expect(Object.keys(blockRenderers).sort()).toEqual(Object.values(BLOCK_UIDS).sort());
    expect(Object.keys(blockRenderers)).toHaveLength(30);
  });

  it.each(Object.values(BLOCK_UIDS))('renders %s', (uid) => {
    const html = render([samples[uid] as Block]);
    expect(html.length).toBeGreaterThan(20);
  });

  it('flags only the first block as first', () => {
    const html = render([samples['blocks.text'], samples['blocks.main-content']]);
    expect(html.match(/block--first/g)).toHaveLength(1);
    expect(html.indexOf('block--first')).toBeLessThan(html.indexOf('Main body'));
  });

  it('renders the CMS-sanitised HTML fields as HTML and plain fields as text', () => {
    expect(render([samples['article.text']])).toContain('<strong>text</strong>');
    expect(render([{ ...samples['blocks.author-image-left'], description: '<b>x</b>' }])).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('does not render links with dangerous protocols', () => {
    const html = render([{ ...samples['blocks.buy-simple'], buttonLink: 'javascript:alert(1)' }, { ...samples['event.cta'], buttons: [{ label: 'Bad', url: 'data:text/html,x', openInNewTab: false }] }]);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('data:text');
  });

  it('applies darkMode and surface', () => {
    expect(render([{ ...samples['blocks.text'], darkMode: true }])).toContain('surface-dark');
    expect(render([{ ...samples['blocks.text'], surface: 'light' }])).toContain('surface-light');
    expect(render([samples['blocks.text']])).toContain('surface-neutral');
  });

  it('lays out a media grid by its number of images', () => {
    expect(render([samples['blocks.media-grid']])).toContain('media-grid--2');
  });

  it('embeds YouTube in privacy-enhanced mode, only on request', () => {
    const html = render([samples['blocks.hero-video-center']]);
    expect(html).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(html).not.toContain('<iframe');
  });

  it('gives each event date an add-to-calendar button with the spec payload', () => {
    const html = render([samples['blocks.event-date']]);
    expect(html).toContain('<add-to-calendar-button');
    expect(html).toContain('startDate="2025-12-03"');
    expect(html).toContain('startTime="09:00"');
    expect(html).toContain('endTime="17:00"');
    expect(html).toContain('timeZone="America/New_York"');
    expect(html).toContain('options="[&quot;Apple&quot;,&quot;Microsoft365&quot;,&quot;Google&quot;,&quot;iCal&quot;]"');
  });

  it('skips a block type this build does not know instead of failing the page', () => {
    expect(render([{ __component: 'blocks.future' } as unknown as Block, samples['blocks.text']])).toContain('Text body');
  });
});

// Compile-time checks (npm run typecheck): the registry must cover every uid with the right props.
// @ts-expect-error a registry without a renderer for one block type does not compile
const missing: typeof blockRenderers = { ...blockRenderers, 'blocks.text': undefined };
void missing;
