import { describe, expect, it } from 'vitest';
import { DOCUMENT_STATES, documentState, STATE_LABEL, STATE_MEANING, type StatedDocument } from './document-state.js';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const base: StatedDocument = {};
const block = (id: number, title: string) => ({ id, __component: 'blocks.text', title });
const file = (id: number) => ({ id, url: `/uploads/${id}.jpg`, mime: 'image/jpeg' });

describe('documentState', () => {
  it.each<[string, StatedDocument, string]>([
    ['never published', { ...base, draft: [block(1, 'a')], published: [], publishedSettings: null }, 'draft'],
    [
      'published, same content (ids differ)',
      { ...base, draft: [block(1, 'a')], published: [block(9, 'a')], draftSettings: { id: 1, pageTitle: 'T' }, publishedSettings: { id: 2, pageTitle: 'T' } },
      'published',
    ],
    [
      'published, same image (populated file vs its copy)',
      { ...base, draftSettings: { mainImage: file(4) }, publishedSettings: { mainImage: { ...file(4), formats: null } } },
      'published',
    ],
    [
      'published, draft edited',
      { ...base, draft: [block(1, 'b')], published: [block(9, 'a')], publishedSettings: { pageTitle: 'T' }, draftSettings: { pageTitle: 'T' } },
      'changed',
    ],
    [
      'published, settings edited',
      { ...base, draft: [], published: [], draftSettings: { pageTitle: 'New' }, publishedSettings: { pageTitle: 'T' } },
      'changed',
    ],
    ['scheduled by dateScheduled', { ...base, dateScheduled: '2026-07-01T00:00:00Z', publishedSettings: {} }, 'scheduled'],
    ['scheduled by datePublished', { ...base, publishedSettings: { datePublished: '2026-06-02T00:00:00Z' } }, 'scheduled'],
    [
      'a landing page scheduled by its own datePublished',
      { ...base, datePublished: '2026-06-02T00:00:00Z', published: [block(1, 'a')], draft: [block(2, 'a')] },
      'scheduled',
    ],
    ['unpublished by date', { ...base, publishedSettings: { dateUnpublished: '2026-05-30T00:00:00Z' } }, 'unpublished'],
    [
      'unpublish date ahead is still published',
      { ...base, publishedSettings: { dateUnpublished: '2026-07-30T00:00:00Z' }, draftSettings: { dateUnpublished: '2026-07-30T00:00:00Z' } },
      'published',
    ],
  ])('%s', (_, doc, expected) => {
    expect(documentState(doc, NOW)).toBe(expected);
  });

  it('a page published once and unpublished since (the CMS knows it from its history) is unpublished, not a draft', () => {
    const withdrawn = { ...base, draft: [block(1, 'a')], published: [], publishedSettings: null };
    expect(documentState(withdrawn, NOW, { wasPublished: true })).toBe('unpublished');
    expect(documentState(withdrawn, NOW, { wasPublished: false })).toBe('draft');
    expect(documentState({ ...withdrawn, published: [block(9, 'a')], publishedSettings: {} }, NOW, { wasPublished: true })).toBe('published');
  });

  it('has a label and a meaning for every state', () => {
    for (const state of DOCUMENT_STATES) {
      expect(STATE_LABEL[state]).toMatch(/\w/);
      expect(STATE_MEANING[state]).toMatch(/\w/);
    }
  });
});
