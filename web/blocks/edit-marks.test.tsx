import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { blockSamples } from 'seeds/samples';
import type { Block } from 'cms/blocks';
import { sanitizeDraftBlocks } from '../preview-live/sanitize-draft';
import { Blocks } from './registry';
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
    const html = renderToStaticMarkup(<Blocks blocks={sanitizeDraftBlocks(blocks)} edit />);
    expect(html.match(/data-block-index="(\d+)"/g)).toEqual(['data-block-index="0"', 'data-block-index="1"', 'data-block-index="2"']);
    expect(html).toContain('<h2 data-field="title" data-field-kind="text">Title</h2>');
    expect(html).toMatch(/<div class="rich-text prose" data-field="content" data-field-kind="html"><p>Body<\/p><\/div>/);
    expect(html).toMatch(/<h3[^>]*data-field="items\.0\.question" data-field-kind="text"[^>]*>Q\?<\/h3>/);
    expect(html).toMatch(/data-field="items\.0\.answer" data-field-kind="html"/);
    expect(html).toMatch(/<span data-field="caption" data-field-kind="text"[^>]*>Cap<\/span>/);
  });

  it('mark every sample block in the preview', () => {
    const html = renderToStaticMarkup(<Blocks blocks={all} edit />);
    expect(html.match(/data-block-index=/g)?.length).toBe(all.length);
    expect(html.match(/data-field=/g)?.length).toBeGreaterThan(all.length);
  });
});
