import { describe, expect, it } from 'vitest';
import { summarize, titleOf, type CmsDocument } from './document-state';

const base: CmsDocument = { documentId: 'd', locale: 'en-US', slug: 's', updatedAt: '2026-05-01T00:00:00Z' };

describe('titleOf', () => {
  it('uses the title the CMS stores (a landing page’s own, an article’s derived), else the slug', () => {
    expect(titleOf({ ...base, title: 'Spring' })).toBe('Spring');
    expect(titleOf({ ...base, title: '  ' })).toBe('s');
    expect(titleOf(base)).toBe('s');
  });
});

describe('summarize', () => {
  it('computes the state with the CMS’s rule', () => {
    expect(
      summarize('article', { ...base, title: 'News', publishedSettings: { datePublished: '2999-01-01T00:00:00Z' } }, Date.parse('2026-06-01T00:00:00Z')),
    ).toMatchObject({ title: 'News', state: 'scheduled' });
    expect(summarize('landing-page', base, 0)).toMatchObject({ title: 's', state: 'draft' });
  });

  it("takes the CMS's state when given (a page unpublished after it was on the site reads as such)", () => {
    expect(summarize('article', base, 0, 'unpublished')).toMatchObject({ state: 'unpublished' });
  });
});
