import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSchemas, schemasFromInit } from './cms';
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

describe('loadSchemas', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks only the content manager's init call, which every editor's role may read (no 403s for the content-type builder)", async () => {
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (url: string) => {
      asked.push(url);
      return new Response(
        JSON.stringify({ data: { components: [], contentTypes: [{ uid: 'api::article.article', info: { displayName: 'Article' }, attributes: {} }] } }),
        {
          status: 200,
          headers: { 'content-type': 'application/json' },
        },
      );
    });
    const schemas = await loadSchemas();
    expect(asked).toEqual(['/content-manager/init']);
    expect(Object.keys(schemas.contentTypes)).toEqual(['api::article.article']);
  });
});
