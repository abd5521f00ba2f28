import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { blockUids, FIELDS_OUTPUT, generate, generateFields, generatePageSchema, OUTPUT, pageSchemaPath, readSchemas } from './generate-blocks';
import { BLOCK_CATALOGUE, BLOCK_TYPES, BLOCK_UIDS, blockNameOf, blocksOfPage } from 'contract/blocks';
import { COMPONENT_FIELDS } from 'contract/blocks/fields';
import { PAGE_TYPES } from 'contract/rules';

describe('block registry', () => {
  it('is up to date with the catalogue and the component schemas (run npm run generate:blocks)', () => {
    expect(fs.readFileSync(OUTPUT, 'utf8')).toBe(generate());
    expect(fs.readFileSync(FIELDS_OUTPUT, 'utf8')).toBe(generateFields());
    for (const type of PAGE_TYPES) expect(fs.readFileSync(pageSchemaPath(type), 'utf8'), type).toBe(generatePageSchema(type));
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
    const unknownKind = new Map([
      ['blocks.odd', { info: { displayName: 'Odd' }, attributes: { body: { type: 'text', pluginOptions: { sanitize: { kind: 'markdown' } } } } }],
    ]);
    expect(() => generateFields(unknownKind)).toThrow('blocks.odd.body: unknown sanitize kind "markdown"');
  });

  it("names every block of the catalogue by its schema's displayName, in the catalogue's order", () => {
    const schemas = readSchemas();
    expect(BLOCK_TYPES).toEqual(Object.keys(BLOCK_CATALOGUE));
    for (const uid of BLOCK_TYPES) expect(blockNameOf(uid), uid).toBe(schemas.get(uid)!.info.displayName);
    expect(blockNameOf('blocks.hero-image-left')).toBe('HeroImageLeft');
    expect(blockNameOf('blocks.article-image-to-side')).toBe('ArticleImageToSide');
  });

  it('has every block type of the spec (its componentNames; "ArticleImagetoSide" spelt as the other names are)', () => {
    const spec = [
      'HeroImageLeft',
      'HeroFormLeft',
      'HeroVideoCenter',
      'AuthorImageLeft',
      'BuySimple',
      'FeaturesGrid3',
      'Guarantee7Days',
      'Guarantee10Days',
      'Guarantee15Days',
      'Guarantee30Days',
      'ChaptersCollapse',
      'FAQCollapse',
      'FAQList',
      'Text',
      'FullBleedImage',
      'ArticleQuote',
      'ArticleToggle',
      'ArticleImageToSide',
      'ArticleHero',
      'ArticleCta',
      'MainContent',
      'MediaGrid',
      'QuoteSingle',
      'ReversibleQuote',
      'RawHtml',
      'MediaContactCard',
      'SingleImage',
      'EventDate',
      'article.text',
      'event.cta',
    ];
    expect(Object.keys(BLOCK_UIDS)).toEqual(expect.arrayContaining(spec));
  });

  it("lists in each page type's dynamic zones the blocks the catalogue gives it", () => {
    for (const type of PAGE_TYPES) {
      const schema = JSON.parse(fs.readFileSync(pageSchemaPath(type), 'utf8'));
      expect(schema.attributes.draft.components, type).toEqual(blocksOfPage(type));
      expect(schema.attributes.published.components, type).toEqual(blocksOfPage(type));
    }
    const landingOnly = { 'blocks.text': ['article', 'landing-page'], 'blocks.buy-simple': ['landing-page'] } as const;
    const article = JSON.parse(generatePageSchema('article', fs.readFileSync(pageSchemaPath('article'), 'utf8'), landingOnly));
    expect(article.attributes.draft.components).toEqual(['blocks.text']);
    expect(article.attributes.published.components).toEqual(['blocks.text']);
    expect(article.attributes.slug).toEqual(JSON.parse(fs.readFileSync(pageSchemaPath('article'), 'utf8')).attributes.slug);
  });

  it('refuses a catalogue and schemas that disagree, naming the block', () => {
    const schemas = readSchemas();
    const text = schemas.get('blocks.text')!;
    const withStray = new Map([...schemas, ['blocks.stray', { info: { displayName: 'Stray' }, attributes: {} }]]);
    expect(() => blockUids(withStray)).toThrow('blocks.stray has a component schema but no row in cms/blocks/catalogue.ts');
    expect(() => blockUids(schemas, { ...BLOCK_CATALOGUE, 'blocks.missing': ['article'] })).toThrow(
      'blocks.missing is in cms/blocks/catalogue.ts but has no component schema (cms/src/components/blocks/missing.json)',
    );
    expect(() => blockUids(schemas, { ...BLOCK_CATALOGUE, 'blocks.text': [] })).toThrow('blocks.text: the catalogue gives it no page type');
    const twin = new Map([...schemas, ['blocks.twin', { ...text, info: { ...text.info } }]]);
    expect(() => blockUids(twin, { ...BLOCK_CATALOGUE, 'blocks.twin': ['article'] })).toThrow('blocks.twin and blocks.text have the same displayName "Text"');
  });

  it('gives the section blocks darkMode, first and surface (light|neutral|dark, default neutral)', () => {
    const schemas = readSchemas();
    for (const uid of BLOCK_TYPES) {
      if (!uid.startsWith('blocks.')) continue;
      const schema = schemas.get(uid)!;
      expect(schema.attributes.darkMode?.type, uid).toBe('boolean');
      expect(schema.attributes.first?.type, uid).toBe('boolean');
      expect(schema.attributes.surface, uid).toMatchObject({ type: 'enumeration', enum: ['light', 'neutral', 'dark'], default: 'neutral' });
    }
  });
});
