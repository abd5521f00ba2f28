import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELDS_OUTPUT, generate, generateFields, OUTPUT, readSchemas, isBlock } from '../scripts/generate-blocks';
import { COMPONENT_FIELDS } from './fields';
import { BLOCK_UIDS, blockNameOf } from './index';

describe('block registry', () => {
  it('is up to date with the component schemas (run npm run generate:blocks -w cms)', () => {
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(generate());
    expect(fs.readFileSync(FIELDS_OUTPUT, 'utf8')).toBe(generateFields());
  });

  it('knows every field of every component, with the HTML and URL fields the CMS sanitises', () => {
    const schemas = readSchemas();
    expect(Object.keys(COMPONENT_FIELDS)).toEqual([...schemas.keys()]);
    for (const [uid, schema] of schemas) expect(Object.keys(COMPONENT_FIELDS[uid]!), uid).toEqual(Object.keys(schema.attributes));
    expect(COMPONENT_FIELDS['blocks.raw-html']!.html).toEqual({ kind: 'html' });
    expect(COMPONENT_FIELDS['blocks.hero-image-left']!.buttonLink).toEqual({ kind: 'url' });
    expect(COMPONENT_FIELDS['shared.faq-item']).toBeDefined();
  });

  it('refuses schema attributes it has no field rule for, naming them', () => {
    const schemas = new Map([['blocks.odd', { info: { displayName: 'Odd' }, attributes: { data: { type: 'json' } } }]]);
    expect(() => generateFields(schemas)).toThrow('blocks.odd.data: attribute type "json" has no field rule');
    const unknownKind = new Map([['blocks.odd', { info: { displayName: 'Odd' }, attributes: { body: { type: 'text', pluginOptions: { sanitize: { kind: 'markdown' } } } } }]]);
    expect(() => generateFields(unknownKind)).toThrow('blocks.odd.body: unknown sanitize kind "markdown"');
  });

  it('maps the spec\'s 28 block types plus article.text and event.cta', () => {
    const spec = ['HeroImageLeft', 'HeroFormLeft', 'HeroVideoCenter', 'AuthorImageLeft', 'BuySimple', 'FeaturesGrid3', 'Guarantee7Days', 'Guarantee10Days', 'Guarantee15Days', 'Guarantee30Days', 'ChaptersCollapse', 'FAQCollapse', 'FAQList', 'Text', 'FullBleedImage', 'ArticleQuote', 'ArticleToggle', 'ArticleImagetoSide', 'ArticleHero', 'ArticleCta', 'MainContent', 'MediaGrid', 'QuoteSingle', 'ReversibleQuote', 'RawHtml', 'MediaContactCard', 'SingleImage', 'EventDate'];
    expect(Object.keys(BLOCK_UIDS).sort()).toEqual([...spec, 'article.text', 'event.cta'].sort());
    expect(blockNameOf('blocks.hero-image-left')).toBe('HeroImageLeft');
  });

  it('lists every block in both dynamic zones of articles and landing pages', () => {
    const blocks = [...readSchemas().keys()].filter(isBlock).sort();
    for (const type of ['article', 'landing-page']) {
      const schema = JSON.parse(fs.readFileSync(`${__dirname}/../src/api/${type}/content-types/${type}/schema.json`, 'utf8'));
      expect([...schema.attributes.draft.components].sort()).toEqual(blocks);
      expect([...schema.attributes.published.components].sort()).toEqual(blocks);
    }
  });

  it('gives the section blocks darkMode, first and surface (light|neutral|dark, default neutral)', () => {
    for (const [uid, schema] of readSchemas()) {
      if (!uid.startsWith('blocks.')) continue;
      expect(schema.attributes.darkMode?.type, uid).toBe('boolean');
      expect(schema.attributes.first?.type, uid).toBe('boolean');
      expect(schema.attributes.surface, uid).toMatchObject({ type: 'enumeration', enum: ['light', 'neutral', 'dark'], default: 'neutral' });
    }
  });
});
