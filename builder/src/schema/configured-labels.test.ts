import { describe, expect, it } from 'vitest';
import { labelLookup, withLabels } from './configured-labels';
import type { FieldSpec } from './form-model';

const configuration = {
  'api::article.article': {
    contentType: { uid: 'api::article.article', metadatas: { dateScheduled: { edit: { label: 'Scheduled for' } }, slug: { edit: { label: '' } } } },
    components: { 'shared.event-date': { metadatas: { address: { edit: { label: 'Place' } } } } },
  },
};

describe('labels from the CMS’s content-manager configuration', () => {
  it('label page fields, settings and nested component fields; fields without one keep their own', () => {
    const lookup = labelLookup(configuration);
    const fields: FieldSpec[] = [
      { name: 'dateScheduled', label: 'Date scheduled', kind: 'datetime', required: false },
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
    const labelled = withLabels(fields, 'api::article.article', lookup);
    expect(labelled.map((field) => field.label)).toEqual(['Scheduled for', 'Slug', 'Event dates']);
    expect(labelled[2]!.fields![0]!.label).toBe('Place');
  });

  it('is empty before any configuration is loaded', () => {
    expect(labelLookup({})('api::article.article', 'slug')).toBeUndefined();
  });
});
