import { describe, expect, it } from 'vitest';
import { pageFieldsOf, settingsUidOf } from '../../schema/document-fields';
import { components, landingPage } from '../../schema/fixtures';
import type { ContentTypeSchema } from '../../schema/types';
import { draftData } from './write-draft';

const withCategories: ContentTypeSchema = {
  ...landingPage,
  schema: {
    ...landingPage.schema,
    attributes: { ...landingPage.schema.attributes, categories: { type: 'relation', relation: 'manyToMany', target: 'api::category.category' } },
  },
};

describe('draftData (the draft PUT)', () => {
  it('sends the page fields, draft and draftSettings, relations as the ids to set, never the published pair', () => {
    const draft = {
      blocks: [{ __key: 'k1', __component: 'blocks.hero-image-left', id: 7, title: 'Spring' }],
      settings: { seoTitle: 'SEO' },
      page: { slug: 'spring', title: 'Spring', categories: [{ id: 3, documentId: 'c3', name: 'Events' }] },
    };
    const data = draftData(draft, settingsUidOf(withCategories), pageFieldsOf(withCategories, components), components);
    expect(data).toEqual({
      slug: 'spring',
      title: 'Spring',
      categories: { set: [{ id: 3 }] },
      draft: [{ __component: 'blocks.hero-image-left', title: 'Spring' }],
      draftSettings: { seoTitle: 'SEO' },
    });
  });
});
