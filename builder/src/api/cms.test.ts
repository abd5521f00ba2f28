import { describe, expect, it } from 'vitest';
import { schemasFromInit } from './cms';
import { fieldsOf } from '../schema/form-model';

describe('schemas from the content-manager init call', () => {
  it('normalises components and content types and the form ignores system attributes', () => {
    const { components, contentTypes } = schemasFromInit({
      components: [
        {
          uid: 'blocks.text',
          category: 'blocks',
          info: { displayName: 'Text' },
          attributes: { id: { type: 'integer' }, title: { type: 'string', required: true }, documentId: { type: 'string' } },
        },
      ],
      contentTypes: [
        {
          uid: 'api::landing-page.landing-page',
          info: { displayName: 'Landing page' },
          attributes: { id: { type: 'integer' }, slug: { type: 'uid' }, createdBy: { type: 'relation', relation: 'oneToOne', target: 'admin::user' } },
        },
      ],
    });
    expect(components['blocks.text'].schema.displayName).toBe('Text');
    expect(fieldsOf(components['blocks.text'].schema.attributes, components).map((f) => f.name)).toEqual(['title']);
    expect(fieldsOf(contentTypes['api::landing-page.landing-page'].schema.attributes, components).map((f) => f.name)).toEqual(['slug']);
  });
});
