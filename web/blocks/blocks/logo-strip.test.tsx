import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { BlockByUid, PublicImage } from 'contract/blocks';
import LogoStrip from './logo-strip';
import styles from './logo-strip.module.css';

const image = (name: string): PublicImage => ({ url: `/uploads/${name}.jpg`, alternativeText: null, width: 480, height: 160, formats: null });
const strip = (logos: BlockByUid['blocks.logo-strip']['logos'], more: Partial<BlockByUid['blocks.logo-strip']> = {}): BlockByUid['blocks.logo-strip'] => ({
  __component: 'blocks.logo-strip',
  title: 'Trusted by',
  logos,
  grayscale: true,
  darkMode: false,
  surface: null,
  ...more,
});
const render = (block: BlockByUid['blocks.logo-strip']) => renderToStaticMarkup(<LogoStrip block={block} first={false} locale="en-US" />);

describe('LogoStrip', () => {
  it("links each logo, the link named by the image's alt text and the visible name", () => {
    const html = render(
      strip([
        { image: image('acme'), alt: 'Acme Inc.', url: 'https://acme.example', name: null },
        { image: image('nord'), alt: 'Atelier Nord', url: '/en-US/newsroom/nord', name: 'Atelier Nord, Oslo' },
      ]),
    );
    expect(html).toContain('<h2');
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(html).toMatch(/<a href="https:\/\/acme\.example"[^>]*><img [^>]*alt="Acme Inc\."/);
    expect(html).toMatch(/<a href="\/en-US\/newsroom\/nord"[^>]*><img [^>]*alt="Atelier Nord"[^>]*\/><span[^>]*>Atelier Nord, Oslo<\/span><\/a>/);
  });

  it('shows a logo without a link, or with a link the URL rule refuses, as a plain image', () => {
    const html = render(
      strip([
        { image: image('a'), alt: 'A', url: null, name: null },
        { image: image('b'), alt: 'B', url: 'javascript:alert(1)', name: null },
      ]),
    );
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<img /g)).toHaveLength(2);
  });

  it('greys the logos until hover only when asked, and renders nothing without a logo image', () => {
    expect(render(strip([{ image: image('a'), alt: 'A', url: null, name: null }]))).toContain(styles.grayscale);
    expect(render(strip([{ image: image('a'), alt: 'A', url: null, name: null }], { grayscale: false }))).not.toContain(styles.grayscale);
    expect(render(strip([{ image: { ...image('x'), url: 'javascript:x' }, alt: 'X', url: null, name: null }]))).toBe('');
  });

  it("in the draft preview marks each logo's alt text and name by its place in the block (a logo without an image is skipped, not renumbered); public pages carry no marks", () => {
    const block = strip([
      { image: null, alt: 'Missing', url: null, name: null },
      { image: image('a'), alt: '', url: null, name: 'Acme' },
      { image: image('b'), alt: 'B', url: 'https://b.example', name: null },
    ] as BlockByUid['blocks.logo-strip']['logos']);
    const preview = renderToStaticMarkup(<LogoStrip block={block} first={false} locale="en-US" edit />);
    expect(preview).toMatch(/<span data-field="logos\.1\.alt" data-field-kind="text" data-placeholder="Describe the logo"><\/span>/);
    expect(preview).toMatch(/data-field="logos\.1\.name"[^>]*>Acme</);
    expect(preview).toMatch(/<span data-field="logos\.2\.alt" data-field-kind="text">B<\/span>/);
    expect(preview).not.toContain('logos.0.');
    const html = render(block);
    expect(html).not.toContain('data-field');
    expect(html).not.toContain('Image description');
  });
});
