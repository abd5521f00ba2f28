/**
 * The CMS's side of the blocks: each block's Strapi component schema (with the fields the generator adds:
 * `first`, and `darkMode` and `surface` for a section), its own components', and the page types' dynamic
 * zones listing the blocks each takes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SECTION_ATTRIBUTES, type BlockSchema, type ComponentSchema } from '../../src/blocks/define.js';
import { PAGE_TYPES, type PageType } from '../../src/rules/page-types.js';
import { byCatalogueOrder, componentFile, ROOT, type Component, type StrapiComponent } from './sources.js';

/** The dynamic zones of a page: what editors change and what the public sees (a copy of it). */
const ZONES = ['draft', 'published'] as const;

export const pageSchemaPath = (type: PageType) => path.join(ROOT, `cms/src/api/${type}/content-types/${type}/schema.json`);

const collectionName = (uid: string) => `components_${uid.replace('.', '_').replace(/-/g, '_')}`;

function strapiComponent(schema: ComponentSchema, attributes: StrapiComponent['attributes']): StrapiComponent {
  return {
    collectionName: collectionName(schema.uid),
    info: { displayName: schema.name, icon: schema.icon, description: schema.description },
    options: {},
    attributes,
  };
}

/** A block's own attributes, then the ones every block or section gets (never in a schema.ts). */
export function blockAttributes(block: BlockSchema): StrapiComponent['attributes'] {
  const added = Object.keys(SECTION_ATTRIBUTES).filter((name) => name in block.attributes);
  if (added.length) throw new Error(`generate-blocks: ${block.uid} declares ${added.join(', ')}: the generator adds them (remove them from its schema.ts)`);
  return { ...block.attributes, ...(block.section === false ? {} : SECTION_ATTRIBUTES) };
}

/** The Strapi schemas the blocks make: each block's and its own components', by uid. */
export function generatedComponents(blocks: readonly BlockSchema[]): Map<string, StrapiComponent> {
  const out = new Map<string, StrapiComponent>();
  for (const block of blocks) {
    out.set(block.uid, strapiComponent(block, blockAttributes(block)));
    for (const item of block.components ?? []) out.set(item.uid, strapiComponent(item, { ...item.attributes }));
  }
  return out;
}

/**
 * Every component the content model has: the generated ones and the CMS's hand-written ones (shared parts,
 * settings). A JSON file in a block category that no schema.ts makes is a block whose schema was removed.
 */
export function allComponents(blocks: readonly BlockSchema[], files: Map<string, StrapiComponent>): Map<string, StrapiComponent> {
  const generated = generatedComponents(blocks);
  const blockCategories = new Set(blocks.map((block) => block.uid.split('.')[0]));
  const stale = [...files.keys()].filter((uid) => blockCategories.has(uid.split('.')[0]!) && !generated.has(uid));
  if (stale.length) {
    throw new Error(
      `generate-blocks: ${stale.map((uid) => `${path.relative(ROOT, componentFile(uid))} has no schema.ts`).join(', ')}: delete it, or add its schema`,
    );
  }
  const all = new Map<string, StrapiComponent>([...files, ...generated]);
  return new Map([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The generator's view of a Strapi schema. */
export const asComponent = (uid: string, schema: StrapiComponent): Component => ({
  uid,
  name: schema.info.displayName,
  description: schema.info.description,
  attributes: schema.attributes,
});

/** The catalogue: each block's page types, in the catalogue's order. */
export function catalogue(blocks: readonly BlockSchema[]): Array<[uid: string, pages: readonly PageType[]]> {
  return [...blocks].sort((a, b) => byCatalogueOrder(a.uid, b.uid)).map((block) => [block.uid, block.pages ?? PAGE_TYPES]);
}

/** A page type's schema.json with its dynamic zones listing the blocks that type takes. */
export function generatePageSchema(type: PageType, blocks: readonly BlockSchema[], current = fs.readFileSync(pageSchemaPath(type), 'utf8')): string {
  const schema = JSON.parse(current) as { attributes: Record<string, { type: string; components?: string[] }> };
  const uids = catalogue(blocks)
    .filter(([, pages]) => pages.includes(type))
    .map(([uid]) => uid);
  for (const zone of ZONES) {
    const attribute = schema.attributes[zone];
    if (attribute?.type !== 'dynamiczone') throw new Error(`generate-blocks: ${type} has no dynamic zone "${zone}"`);
    attribute.components = uids;
  }
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export const componentJson = (schema: StrapiComponent) => `${JSON.stringify(schema, null, 2)}\n`;
