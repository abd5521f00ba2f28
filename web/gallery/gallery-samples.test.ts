import { describe, expect, it, vi } from 'vitest';
import type { Block } from 'contract/blocks';

vi.mock('../cms-client/cms', () => ({ getSitemap: vi.fn(), getLandingPage: vi.fn(), getArticle: vi.fn() }));

import { gallerySamples, type GalleryReads } from './gallery-samples';

const block = (uid: string, title: string) => ({ __component: uid, title }) as unknown as Block;

function reads(pages: Record<string, Block[]>): GalleryReads & { asked: string[] } {
  const asked: string[] = [];
  const read = (kind: string) => async (slug: string, locale: string) => {
    asked.push(`${kind} ${locale} ${slug}`);
    const published = pages[`${kind} ${locale} ${slug}`];
    return published ? { published } : null;
  };
  return {
    asked,
    sitemap: async () => ({
      data: {
        landingPages: [
          { slug: 'offer', locale: 'en-US', datePublished: null, updatedAt: null },
          { slug: 'oferta', locale: 'es-US', datePublished: null, updatedAt: null },
        ],
        articles: [
          { slug: 'news', locale: 'en-US', datePublished: null },
          { slug: 'more-news', locale: 'en-US', datePublished: null },
        ],
      },
    }),
    landingPage: read('landing-page'),
    article: read('article'),
  };
}

describe('gallerySamples', () => {
  it("takes each block type's first published use in the locale, landing pages first, and says where it is", async () => {
    const cms = reads({
      'landing-page en-US offer': [block('blocks.text', 'From the offer'), block('blocks.stats', 'Figures')],
      'article en-US news': [block('blocks.text', 'From the news'), block('blocks.faq-list', 'Questions')],
      'landing-page es-US oferta': [block('blocks.buy-simple', 'Comprar')],
    });
    const samples = await gallerySamples('en-US', cms);
    expect([...samples.keys()].sort()).toEqual(['blocks.faq-list', 'blocks.stats', 'blocks.text']);
    expect(samples.get('blocks.text')).toEqual({ block: block('blocks.text', 'From the offer'), from: { kind: 'landing-page', slug: 'offer' } });
    expect(samples.get('blocks.faq-list')!.from).toEqual({ kind: 'article', slug: 'news' });
    expect(cms.asked).not.toContain('landing-page es-US oferta');
  });

  it('reads at most `max` pages, skips pages that are gone, and ignores types it does not know', async () => {
    const cms = reads({ 'landing-page en-US offer': [block('blocks.future', 'New')], 'article en-US more-news': [block('blocks.text', 'Late')] });
    const samples = await gallerySamples('en-US', cms, 2);
    expect(samples.size).toBe(0);
    expect(cms.asked).toEqual(['landing-page en-US offer', 'article en-US news']);
  });
});
