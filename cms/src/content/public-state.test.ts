import { describe, expect, it } from 'vitest';
import { publicChanges, type PublicLocale } from './public-state';

const page = (slug: string, published: boolean, fields: Record<string, unknown> = {}): PublicLocale => ({
  slug,
  published,
  fields: JSON.stringify({ slug, ...fields }),
});
const state = (entries: Array<[string, PublicLocale]>) => new Map(entries);

describe('which writes change what the public sees', () => {
  it('a draft save of a published page (page fields as they were) changes nothing public', () => {
    expect(publicChanges(state([['en-US', page('a', true)]]), state([['en-US', page('a', true)]]), null)).toEqual([]);
  });

  it('nothing about a page that is published neither before nor after is public', () => {
    expect(publicChanges(state([['en-US', page('a', false)]]), state([['en-US', page('b', false, { categories: [1] })]]), 'en-US')).toEqual([]);
  });

  it('writing the published pair of a published locale is a change of that locale only', () => {
    const both = state([
      ['en-US', page('a', true)],
      ['es-US', page('a-es', true)],
    ]);
    expect(publicChanges(both, both, 'es-US')).toEqual([{ locale: 'es-US', slug: 'a-es', transition: 'changed' }]);
  });

  it('publish, unpublish and delete are transitions; a rename names the slug it left', () => {
    expect(publicChanges(state([['en-US', page('a', false)]]), state([['en-US', page('a', true)]]), 'en-US')).toEqual([
      { locale: 'en-US', slug: 'a', transition: 'published' },
    ]);
    expect(publicChanges(state([['en-US', page('a', true)]]), state([['en-US', page('a', false)]]), 'en-US')).toEqual([
      { locale: 'en-US', slug: 'a', transition: 'unpublished' },
    ]);
    expect(publicChanges(state([['en-US', page('a', true)]]), state([]), null)).toEqual([{ locale: 'en-US', slug: 'a', transition: 'unpublished' }]);
    expect(publicChanges(state([['en-US', page('a', true)]]), state([['en-US', page('b', true)]]), null)).toEqual([
      { locale: 'en-US', slug: 'b', previousSlug: 'a', transition: 'changed' },
    ]);
  });

  it('a page field of a published page (a category) is public at once', () => {
    expect(publicChanges(state([['en-US', page('a', true, { categories: [1] })]]), state([['en-US', page('a', true, { categories: [1, 2] })]]), null)).toEqual([
      { locale: 'en-US', slug: 'a', transition: 'changed' },
    ]);
  });
});
