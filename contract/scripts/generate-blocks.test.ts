import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_CATALOGUE, BLOCK_TYPES, BLOCK_UIDS, blockNameOf, blocksOfPage, defineBlock } from '../src/blocks/index.js';
import { COMPONENT_FIELDS } from '../src/blocks/fields.js';
import { PAGE_TYPES } from '../src/rules/page-types.js';
import { BLOCK_TEXTS } from '../src/words/index.js';
import { allComponents, asComponent, blockAttributes, generatePageSchema, pageSchemaPath } from './blocks/cms-schemas.js';
import { generateRegistry, generateWordsIndex } from './blocks/indexes.js';
import { checkNames, loadBlocks, readComponentFiles } from './blocks/sources.js';
import { generateFields } from './blocks/types.js';
import { outputs } from './generate-blocks.js';

const blocks = await loadBlocks();
const text = blocks.find((block) => block.uid === 'blocks.text')!;

describe('the block generator', () => {
  it('is up to date: every generated file equals a fresh run (run npm run generate:blocks)', async () => {
    const stale = (await outputs(blocks))
      .filter(([file, expected]) => !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== expected)
      .map(([file]) => file);
    expect(stale).toEqual([]);
  });

  it('lists every block folder in the catalogue, in the dynamic zones of the page types it names, with its words', () => {
    expect(Object.keys(BLOCK_CATALOGUE)).toEqual(blocks.map((block) => block.uid));
    expect(BLOCK_TYPES).toEqual(Object.keys(BLOCK_CATALOGUE));
    for (const type of PAGE_TYPES) {
      const schema = JSON.parse(fs.readFileSync(pageSchemaPath(type), 'utf8'));
      expect(schema.attributes.draft.components, type).toEqual(blocksOfPage(type));
      expect(schema.attributes.published.components, type).toEqual(blocksOfPage(type));
    }
    for (const block of blocks) {
      expect(blockNameOf(block.uid), block.uid).toBe(block.name);
      expect(BLOCK_TEXTS[block.uid]?.name?.en, block.uid).toBeTruthy();
      for (const item of block.components ?? []) expect(BLOCK_TEXTS[item.uid]?.name?.en, item.uid).toBeTruthy();
    }
  });

  it('gives a page type only the blocks whose schema names it', () => {
    const landingOnly = defineBlock({ ...text, uid: 'blocks.landing-only', name: 'LandingOnly', pages: ['landing-page'] });
    const current = fs.readFileSync(pageSchemaPath('article'), 'utf8');
    const article = JSON.parse(generatePageSchema('article', [text, landingOnly], current));
    expect(article.attributes.draft.components).toEqual(['blocks.text']);
    expect(JSON.parse(generatePageSchema('landing-page', [text, landingOnly], current)).attributes.published.components).toEqual([
      'blocks.landing-only',
      'blocks.text',
    ]);
    expect(article.attributes.slug).toEqual(JSON.parse(current).attributes.slug);
  });

  it('adds darkMode and surface (light|neutral|dark, default neutral) to sections, nothing to other blocks (the first block is known by its position); a schema may not declare them', () => {
    const attributes = blockAttributes(text);
    expect(Object.keys(attributes)).toEqual([...Object.keys(text.attributes), 'darkMode', 'surface']);
    expect(attributes).not.toHaveProperty('first');
    expect(attributes.surface).toEqual({ type: 'enumeration', enum: ['light', 'neutral', 'dark'], default: 'neutral' });
    expect(Object.keys(blockAttributes({ ...text, section: false }))).toEqual(Object.keys(text.attributes));
    expect(() => blockAttributes({ ...text, attributes: { ...text.attributes, surface: { type: 'boolean' } } })).toThrow(
      'blocks.text declares surface: the generator adds them (remove them from its schema.ts)',
    );
  });

  it('knows every field of every component, with the HTML and URL fields the CMS sanitises', () => {
    const components = allComponents(blocks, readComponentFiles());
    expect(Object.keys(COMPONENT_FIELDS)).toEqual([...components.keys()]);
    expect(COMPONENT_FIELDS['blocks.raw-html']!.html).toEqual({ kind: 'html' });
    expect(COMPONENT_FIELDS['blocks.hero-image-left']!.buttonLink).toEqual({ kind: 'url' });
    expect(COMPONENT_FIELDS['shared.faq-item']).toBeDefined();
  });

  it('refuses what it cannot describe and what disagrees, naming it', () => {
    const odd = { uid: 'blocks.odd', name: 'Odd', description: '', attributes: { data: { type: 'json' } } } as never;
    expect(() => generateFields([odd])).toThrow('blocks.odd.data: attribute type "json" has no field rule');
    const markdown = asComponent('blocks.odd', {
      collectionName: '',
      info: { displayName: 'Odd', icon: '', description: '' },
      options: {},
      attributes: { body: { type: 'text', pluginOptions: { sanitize: { kind: 'markdown' } } } as never },
    });
    expect(() => generateFields([markdown])).toThrow('blocks.odd.body: unknown sanitize kind "markdown"');
    expect(checkNames([text, { ...text, uid: 'blocks.twin' }])).toEqual(['blocks.twin and blocks.text have the same name "Text"']);
    const files = new Map([...readComponentFiles(), ['blocks.gone', readComponentFiles().get('blocks.text')!]]);
    expect(() => allComponents(blocks, files)).toThrow('cms/src/components/blocks/gone.json has no schema.ts');
  });

  it("names the file a block's missing words or renderer belong in", () => {
    const fresh = defineBlock({ ...text, uid: 'blocks.new-thing', name: 'NewThing' });
    expect(() => generateWordsIndex([fresh], () => false)).toThrow('no words for blocks.new-thing (create contract/src/blocks/blocks/new-thing/words.ts');
    expect(() => generateRegistry([text, fresh], (uid) => uid === 'blocks.text')).toThrow(
      'no renderer for blocks.new-thing (create web/blocks/blocks/new-thing.tsx with a default export)',
    );
  });

  it('has every block type of the spec (its componentNames; "ArticleImagetoSide" spelt as the other names are)', () => {
    const spec = ['HeroImageLeft', 'HeroFormLeft', 'HeroVideoCenter', 'AuthorImageLeft', 'BuySimple', 'FeaturesGrid3', 'Guarantee7Days', 'Guarantee10Days'];
    spec.push('Guarantee15Days', 'Guarantee30Days', 'ChaptersCollapse', 'FAQCollapse', 'FAQList', 'Text', 'FullBleedImage', 'ArticleQuote', 'ArticleToggle');
    spec.push('ArticleImageToSide', 'ArticleHero', 'ArticleCta', 'MainContent', 'MediaGrid', 'QuoteSingle', 'ReversibleQuote', 'RawHtml', 'MediaContactCard');
    spec.push('SingleImage', 'EventDate', 'article.text', 'event.cta');
    expect(Object.keys(BLOCK_UIDS)).toEqual(expect.arrayContaining(spec));
  });
});
