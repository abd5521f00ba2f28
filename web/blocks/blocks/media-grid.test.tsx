import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockByUid, PublicImage } from 'contract/blocks';
import MediaGrid from './media-grid';

const image = (name: string): PublicImage => ({ url: `/uploads/${name}.jpg`, alternativeText: null, width: 800, height: 600, formats: null });
const grid = (entries: BlockByUid['blocks.media-grid']['entries']) =>
  ({ __component: 'blocks.media-grid', caption: null, entries, darkMode: false, surface: null }) as unknown as BlockByUid['blocks.media-grid'];

describe('MediaGrid', () => {
  const block = grid([
    { image: null, alt: 'No image yet', url: null },
    { image: image('a'), alt: 'A bridge at dusk', url: null },
    { image: image('b'), alt: '', url: 'https://example.com' },
  ] as BlockByUid['blocks.media-grid']['entries']);

  it("in the draft preview shows each image's alt text to write in place, marked by the entry's place in the block", () => {
    const preview = renderToStaticMarkup(<MediaGrid block={block} first={false} locale="en-US" edit />);
    expect(preview).toMatch(/<span data-field="entries\.1\.alt" data-field-kind="text">A bridge at dusk<\/span>/);
    expect(preview).toMatch(/<span data-field="entries\.2\.alt" data-field-kind="text" data-placeholder="Describe the image"><\/span>/);
    expect(preview).not.toContain('entries.0.');
    expect(preview.match(/<img /g)).toHaveLength(2);
  });

  it('shows no alt text and no marks on public pages (the images keep their alt attribute)', () => {
    const html = renderToStaticMarkup(<MediaGrid block={block} first={false} locale="en-US" />);
    expect(html).not.toContain('data-field');
    expect(html).not.toContain('Image description');
    expect(html).toMatch(/<img [^>]*alt="A bridge at dusk"/);
  });
});
