import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockSamples } from 'seeds/samples';
import type { Block, BlockByUid } from 'contract/blocks';
import { sanitizeDraftBlocks } from '../preview-live/sanitize-draft';
import { Blocks } from './registry';
import { editMarks } from './edit-marks';
import { LandingView } from '../landing/landing-view';

/** Every block type's sample, in the public API's shape. */
const all = sanitizeDraftBlocks([...blockSamples().values()]) as Block[];
const page = { slug: 's', locale: 'en-US', title: 'T', datePublished: null, publishedSettings: {}, published: all, localizations: [] };

describe('preview edit marks', () => {
  it('are absent from public pages', () => {
    const html = renderToStaticMarkup(<LandingView page={page as never} />);
    expect(html).not.toMatch(/data-block-index|data-field|preview-block/);
  });

  it('mark every block with its position and the texts with their fields in the preview', () => {
    const blocks = [
      { __component: 'blocks.text', title: 'Title', content: '<p>Body</p>' },
      { __component: 'blocks.faq-collapse', title: 'FAQ', items: [{ question: 'Q?', answer: '<p>A</p>' }] },
      { __component: 'blocks.single-image', caption: 'Cap' },
    ];
    const html = renderToStaticMarkup(<Blocks blocks={sanitizeDraftBlocks(blocks)} locale="en-US" edit />);
    expect(html.match(/data-block-index="(\d+)"/g)).toEqual(['data-block-index="0"', 'data-block-index="1"', 'data-block-index="2"']);
    expect(html).toContain('<h2 data-field="title" data-field-kind="text">Title</h2>');
    expect(html).toMatch(/<div class="rich-text prose" data-field="content" data-field-kind="html"><p>Body<\/p><\/div>/);
    expect(html).toMatch(/<h3[^>]*data-field="items\.0\.question" data-field-kind="text"[^>]*>Q\?<\/h3>/);
    expect(html).toMatch(/data-field="items\.0\.answer" data-field-kind="html"/);
    expect(html).toMatch(/<span data-field="caption" data-field-kind="text"[^>]*>Cap<\/span>/);
  });

  it("are typed by the block's generated type: a wrong path does not compile; the kind comes from the schema", () => {
    const faq = { __component: 'blocks.faq-list', title: 'FAQ', items: [] } as unknown as BlockByUid['blocks.faq-list'];
    const mark = editMarks(faq, true);
    expect(mark('title')).toEqual({ 'data-field': 'title', 'data-field-kind': 'text' });
    expect(mark('items.2.question')).toEqual({ 'data-field': 'items.2.question', 'data-field-kind': 'text' });
    expect(mark(`items.${7}.answer`)).toEqual({ 'data-field': 'items.7.answer', 'data-field-kind': 'html' });
    // @ts-expect-error -- the block has no field "titel"
    mark('titel');
    // @ts-expect-error -- items is a list: its texts are items.<position>.<field>
    mark('items.question');
    // @ts-expect-error -- an item has no field "anwser"
    mark('items.0.anwser');
    // @ts-expect-error -- darkMode is a flag, not a text
    mark('darkMode');
    const image = editMarks({ __component: 'blocks.single-image' } as unknown as BlockByUid['blocks.single-image'], true);
    // @ts-expect-error -- an image is not a text (its description is: alt)
    image('singleImage');
    expect(image('alt')).toEqual({ 'data-field': 'alt', 'data-field-kind': 'text' });
    expect(editMarks(faq, false)('title')).toBeUndefined();
  });

  it('show an empty text as a placeholder to write in, in the preview only', () => {
    const blocks = sanitizeDraftBlocks([
      { __component: 'blocks.hero-image-left', title: 'Hero', subtitle: '' },
      { __component: 'blocks.text', title: '', content: '<p>Body</p>' },
      { __component: 'blocks.single-image', caption: '' },
    ]);
    const preview = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" edit />);
    expect(preview).toContain('<p class="lead" data-field="subtitle" data-field-kind="text" data-placeholder="Subtitle"></p>');
    expect(preview).toContain('<h2 data-field="title" data-field-kind="text" data-placeholder="Title"></h2>');
    expect(preview).toMatch(/<span data-field="caption" data-field-kind="text" class="[^"]*" data-placeholder="Caption"><\/span>/);
    const site = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" />);
    expect(site).not.toContain('data-placeholder');
    expect(site).not.toContain('class="lead"');
    expect(site).not.toContain('<figcaption');
  });

  it('mark button labels in the preview, and show an empty one as a placeholder button; public pages keep the plain link', () => {
    const blocks = sanitizeDraftBlocks([
      { __component: 'blocks.buy-simple', title: 'Buy', buttonText: 'Buy now', buttonLink: 'https://example.com/buy' },
      { __component: 'blocks.hero-image-left', title: 'Hero', buttonText: '', buttonLink: 'https://example.com/go' },
      { __component: 'blocks.buy-simple', title: 'No link yet', buttonText: 'Label first' },
    ]);
    const preview = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" edit />);
    expect(preview).toContain('<a href="https://example.com/buy" class="button"><span data-field="buttonText" data-field-kind="text">Buy now</span></a>');
    expect(preview).toContain('<span class="button"><span data-field="buttonText" data-field-kind="text" data-placeholder="Button text"></span></span>');
    expect(preview).toContain('<span class="button"><span data-field="buttonText" data-field-kind="text">Label first</span></span>');
    const site = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" />);
    expect(site).toContain('<a href="https://example.com/buy" class="button">Buy now</a>');
    expect(site).not.toContain('https://example.com/go');
    expect(site).not.toContain('Label first');
  });

  it("show an image's alt text under it in the preview, to write it in place; not on public pages", () => {
    const blocks = sanitizeDraftBlocks([
      { __component: 'blocks.single-image', alt: 'A red bicycle', caption: 'Cap' },
      { __component: 'blocks.full-bleed-image', alternateText: '' },
    ]);
    const preview = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" edit />);
    expect(preview).toContain('<span data-field="alt" data-field-kind="text">A red bicycle</span>');
    expect(preview).toContain('<span data-field="alternateText" data-field-kind="text" data-placeholder="Describe the image"></span>');
    const site = renderToStaticMarkup(<Blocks blocks={blocks} locale="en-US" />);
    expect(site).not.toContain('alt text');
    expect(site).not.toContain('A red bicycle');
  });

  it('mark every sample block in the preview', () => {
    const html = renderToStaticMarkup(<Blocks blocks={all} locale="en-US" edit />);
    expect(html.match(/data-block-index=/g)?.length).toBe(all.length);
    expect(html.match(/data-field=/g)?.length).toBeGreaterThan(all.length);
  });
});
