import { describe, expect, it } from 'vitest';
import { tagsForChange } from './revalidation';

describe('tags expired by a CMS webhook', () => {
  it('an article: its page in its locale and the newsroom lists', () => {
    expect(tagsForChange({ event: 'entry.update', model: 'article', entry: { slug: 'a-b', locale: 'es-US' } })).toEqual(['article:es-US:a-b', 'newsroom']);
  });
  it('a landing page: its page', () => {
    expect(tagsForChange({ model: 'landing-page', entry: { slug: 'free-trial', locale: 'en-US' } })).toEqual(['landing-page:en-US:free-trial']);
  });
  it('taxonomy and unknown models: everything', () => {
    expect(tagsForChange({ model: 'category', entry: {} })).toEqual(['cms']);
  });
  it('refuses a body that is not a webhook payload', () => {
    expect(typeof tagsForChange(null)).toBe('string');
    expect(typeof tagsForChange({ entry: {} })).toBe('string');
  });
});
