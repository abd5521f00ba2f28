import { describe, expect, it } from 'vitest';
import { documentState, titleOf, type CmsDocument } from './document-state';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const base: CmsDocument = { documentId: 'd', locale: 'en-US', slug: 's', updatedAt: '2026-05-01T00:00:00Z' };
const block = (id: number, title: string) => ({ id, __component: 'blocks.text', title });

describe('documentState', () => {
  it.each<[string, CmsDocument, string]>([
    ['never published', { ...base, draft: [block(1, 'a')], published: [], publishedSettings: null }, 'draft'],
    ['published, same content (ids differ)', { ...base, draft: [block(1, 'a')], published: [block(9, 'a')], draftSettings: { id: 1, pageTitle: 'T' }, publishedSettings: { id: 2, pageTitle: 'T' } }, 'published'],
    ['published, draft edited', { ...base, draft: [block(1, 'b')], published: [block(9, 'a')], publishedSettings: { pageTitle: 'T' }, draftSettings: { pageTitle: 'T' } }, 'changed'],
    ['published, settings edited', { ...base, draft: [], published: [], draftSettings: { pageTitle: 'New' }, publishedSettings: { pageTitle: 'T' } }, 'changed'],
    ['scheduled by dateScheduled', { ...base, dateScheduled: '2026-07-01T00:00:00Z', publishedSettings: {} }, 'scheduled'],
    ['scheduled by datePublished', { ...base, publishedSettings: { datePublished: '2026-06-02T00:00:00Z' } }, 'scheduled'],
    ['unpublished by date', { ...base, publishedSettings: { dateUnpublished: '2026-05-30T00:00:00Z' } }, 'unpublished'],
    ['unpublish date ahead is still published', { ...base, publishedSettings: { dateUnpublished: '2026-07-30T00:00:00Z' }, draftSettings: { dateUnpublished: '2026-07-30T00:00:00Z' } }, 'published'],
  ])('%s', (_, doc, expected) => {
    expect(documentState(doc, NOW)).toBe(expected);
  });
});

describe('titleOf', () => {
  it('uses the landing page title, the article title, else the slug', () => {
    expect(titleOf('landing-page', { ...base, title: 'Spring' })).toBe('Spring');
    expect(titleOf('article', { ...base, draftSettings: { articleTitle: 'News' } })).toBe('News');
    expect(titleOf('article', base)).toBe('s');
  });
});
