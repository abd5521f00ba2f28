import { describe, expect, it } from 'vitest';
import { labelLookup, viewLookup, withViews } from './configured-labels';
import type { FieldSpec } from './form-model';

const configuration = {
  'api::article.article': {
    contentType: {
      uid: 'api::article.article',
      settings: { mainField: 'title' },
      metadatas: {
        dateScheduled: { edit: { label: 'Scheduled for', description: 'Listed from then on.', placeholder: '' } },
        slug: { edit: { label: '', placeholder: 'my-article' } },
      },
      layouts: {
        edit: [
          [
            { name: 'slug', size: 6 },
            { name: 'dateScheduled', size: 6 },
          ],
          [{ name: 'eventDates', size: 12 }],
        ],
      },
    },
    components: {
      'shared.event-date': {
        settings: { mainField: 'address' },
        metadatas: { address: { edit: { label: 'Place', description: 'An address, or "Online".' } } },
      },
      'shared.button': { settings: { mainField: 'id' }, metadatas: {} },
    },
  },
};

const fields: FieldSpec[] = [
  { name: 'dateScheduled', label: 'Date scheduled', kind: 'datetime', required: false },
  { name: 'title', label: 'Title', kind: 'string', required: false },
  { name: 'slug', label: 'Slug', kind: 'string', required: true },
  {
    name: 'eventDates',
    label: 'Event dates',
    kind: 'repeatable',
    required: false,
    component: 'shared.event-date',
    fields: [{ name: 'address', label: 'Address', kind: 'string', required: false }],
  },
];

describe('the forms’ words from the CMS’s content-manager configuration', () => {
  it('labels, describes and gives placeholders to page fields and nested component fields; fields without one keep their own', () => {
    const configured = withViews(fields, 'api::article.article', viewLookup(configuration));
    const byName = Object.fromEntries(configured.map((field) => [field.name, field]));
    expect(byName.dateScheduled).toMatchObject({ label: 'Scheduled for', description: 'Listed from then on.', placeholder: undefined });
    expect(byName.slug).toMatchObject({ label: 'Slug', placeholder: 'my-article' });
    expect(byName.eventDates!.fields![0]).toMatchObject({ label: 'Place', description: 'An address, or "Online".' });
  });

  it('orders the fields as the edit view lays them out, the others after in schema order', () => {
    const configured = withViews(fields, 'api::article.article', viewLookup(configuration));
    expect(configured.map((field) => field.name)).toEqual(['slug', 'dateScheduled', 'eventDates', 'title']);
  });

  it('tells a repeatable field which field names its entries (never the id)', () => {
    const views = viewLookup(configuration);
    expect(withViews(fields, 'api::article.article', views).find((field) => field.name === 'eventDates')!.mainField).toBe('address');
    expect(views('shared.button')!.mainField).toBeUndefined();
  });

  it('is empty before any configuration is loaded', () => {
    expect(labelLookup({})('api::article.article', 'slug')).toBeUndefined();
    expect(withViews(fields, 'api::article.article', viewLookup({}))).toEqual(fields);
  });
});
