import { describe, expect, it } from 'vitest';
import { planConfiguration, type CmConfiguration, type CmModel } from './configuration';
import { MODEL_TEXTS } from 'contract/words';

/** The article as the content-manager sees it (id first, timestamps and creators after the schema's). */
const article: CmModel = {
  uid: 'api::article.article',
  attributes: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    slug: { type: 'uid' },
    title: { type: 'string', pluginOptions: { derived: { from: ['draftSettings.articleTitle'] } } },
    draft: { type: 'dynamiczone' },
    published: { type: 'dynamiczone' },
    draftSettings: { type: 'component' },
    publishedSettings: { type: 'component' },
    dateScheduled: { type: 'datetime' },
    categories: { type: 'relation', relationType: 'manyToMany' },
    industries: { type: 'relation', relationType: 'manyToMany' },
    createdAt: { type: 'datetime' },
    updatedAt: { type: 'datetime' },
    publishedAt: { type: 'datetime' },
    createdBy: { type: 'relation', relationType: 'oneToOne' },
    updatedBy: { type: 'relation', relationType: 'oneToOne' },
    locale: { type: 'string', visible: false },
    documentId: { type: 'string' },
  },
};

/** What Strapi stores for a model it has never seen configured. */
function strapiDefault(model: CmModel): CmConfiguration {
  const names = Object.keys(model.attributes);
  const metadatas = Object.fromEntries(
    names.map((name) => [
      name,
      { edit: { label: name, description: '', placeholder: '', visible: true, editable: true }, list: { label: name, searchable: true, sortable: true } },
    ]),
  );
  const editable = names.filter((name) => !['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale'].includes(name));
  return {
    settings: { bulkable: true, filterable: true, searchable: true, pageSize: 10, mainField: 'uuid', defaultSortBy: 'uuid', defaultSortOrder: 'ASC' },
    metadatas,
    layouts: { list: ['id', 'uuid', 'slug', 'title'], edit: editable.map((name) => [{ name, size: 6 }]) },
  };
}

describe('planConfiguration', () => {
  it('replaces Strapi’s defaults with the titles, columns, order, labels and descriptions of our tables', () => {
    const { configuration, written, kept } = planConfiguration(article, strapiDefault(article));
    expect(kept).toEqual([]);
    expect(written.length).toBeGreaterThan(10);
    expect(configuration.settings).toMatchObject({ mainField: 'title', defaultSortBy: 'updatedAt', defaultSortOrder: 'DESC', searchable: true });
    expect(configuration.layouts.list).toEqual(['title', 'slug', 'categories', 'updatedAt']);
    expect(configuration.metadatas.dateScheduled!.edit).toMatchObject({
      label: 'Scheduled for',
      description: MODEL_TEXTS['api::article.article']!.fields.dateScheduled!.description,
    });
    expect(configuration.metadatas.updatedAt!.list.label).toBe('Last update');
    const shown = configuration.layouts.edit.flat().map((field) => field.name);
    expect(shown).toEqual(['slug', 'dateScheduled', 'categories', 'industries', 'draftSettings', 'draft']);
  });

  it('keeps what an admin changed by hand after our last write, and keeps on managing the rest', () => {
    const first = planConfiguration(article, strapiDefault(article));
    const edited = structuredClone(first.configuration);
    edited.metadatas.slug!.edit.label = 'Address';
    edited.layouts.list = ['title', 'updatedAt'];
    edited.settings.pageSize = 50;
    const second = planConfiguration(article, edited, first.applied);
    expect(second.kept.sort()).toEqual(['layouts.list', 'metadatas.slug.edit.label', 'settings.pageSize']);
    expect(second.written).toEqual([]);
    expect(second.configuration).toEqual(edited);
    // Still kept on the start after that, and our record of what we wrote is not lost.
    expect(planConfiguration(article, edited, second.applied).kept.sort()).toEqual(second.kept.sort());
  });

  it('writes a new version of our text where the stored one is still our previous one', () => {
    const first = planConfiguration(article, strapiDefault(article));
    const applied = { ...first.applied, 'metadatas.slug.edit.description': 'Old text' };
    const stored = structuredClone(first.configuration);
    stored.metadatas.slug!.edit.description = 'Old text';
    const next = planConfiguration(article, stored, applied);
    expect(next.written).toEqual(['metadatas.slug.edit.description']);
    expect(next.configuration.metadatas.slug!.edit.description).toBe(MODEL_TEXTS['api::article.article']!.fields.slug!.description);
  });

  it('leaves alone, the first time, what an admin configured before our tables existed', () => {
    const configured = strapiDefault(article);
    configured.metadatas.slug!.edit.label = 'Web address';
    configured.layouts.edit = [[{ name: 'draft', size: 12 }], [{ name: 'slug', size: 6 }]];
    const { kept, configuration } = planConfiguration(article, configured);
    expect(kept).toEqual(expect.arrayContaining(['metadatas.slug.edit.label', 'layouts.edit']));
    expect(configuration.metadatas.slug!.edit.label).toBe('Web address');
    expect(configuration.metadatas.slug!.edit.description).toMatch(/address/);
  });

  it('counts an edit layout Strapi only appended a new field to as ours', () => {
    const first = planConfiguration(article, strapiDefault(article));
    const withNew: CmModel = { ...article, attributes: { ...article.attributes, subtitle: { type: 'string' } } };
    const stored = structuredClone(first.configuration);
    stored.layouts.edit = [...stored.layouts.edit, [{ name: 'subtitle', size: 6 }]];
    const next = planConfiguration(withNew, stored, first.applied);
    expect(next.kept).not.toContain('layouts.edit');
    expect(next.configuration.layouts.edit.at(-1)).toEqual([{ name: 'subtitle', size: 12 }]);
  });

  it('names a component’s entries by its main field, never by its uuid', () => {
    const faq: CmModel = {
      uid: 'shared.faq-item',
      attributes: { id: { type: 'integer' }, uuid: { type: 'string' }, question: { type: 'string' }, answer: { type: 'richtext' } },
    };
    const stored: CmConfiguration = {
      settings: { mainField: 'uuid', defaultSortBy: 'uuid', defaultSortOrder: 'ASC', pageSize: 10 },
      metadatas: {},
      layouts: { list: [], edit: [] },
    };
    const { configuration } = planConfiguration(faq, stored);
    expect(configuration.settings.mainField).toBe('question');
    expect(configuration.metadatas.question!.edit.label).toBe('Question');
  });
});
