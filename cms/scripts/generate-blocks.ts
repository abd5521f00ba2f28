/**
 * Generates, from the block catalogue (cms/blocks/catalogue.ts: which blocks exist and which page
 * types take them) and the component schemas (the fields of every block):
 * - the dynamic zones `draft` and `published` of each page type's schema.json: the catalogue's blocks
 *   for that page type, in the catalogue's order;
 * - contract/src/blocks/generated.ts: the registry from the spec's componentName (the schema's displayName) to
 *   the Strapi uid, and the public TypeScript shape of each component as the site receives it;
 * - contract/src/blocks/fields.generated.ts (`contract/blocks/fields`): what every field of every component is
 *   (HTML the CMS sanitises, a URL it checks, text, boolean, number, enumeration, media, component),
 *   for code that must apply the CMS's rules to content that has not been through the CMS, such as
 *   the site's live preview of an unsaved draft.
 * Run `npm run generate:blocks` (root: this, Strapi's own types, then the site's renderer map); a test fails while
 * any of these files is out of date, and the generator refuses a catalogue and schemas that disagree.
 */
import fs from 'node:fs';
import path from 'node:path';
import { BLOCK_CATALOGUE, BLOCK_ZONES } from 'contract/blocks';
import { PAGE_TYPES, type PageType } from 'contract/rules';

interface Attribute {
  type: string;
  component?: string;
  repeatable?: boolean;
  required?: boolean;
  enum?: string[];
  multiple?: boolean;
  pluginOptions?: { sanitize?: { kind?: string } };
}
interface Schema {
  info: { displayName: string; description?: string };
  attributes: Record<string, Attribute>;
}

const COMPONENTS_DIR = path.resolve(__dirname, '../src/components');
const CONTRACT_BLOCKS = path.resolve(__dirname, '../../contract/src/blocks');
export const OUTPUT = path.join(CONTRACT_BLOCKS, 'generated.ts');
export const FIELDS_OUTPUT = path.join(CONTRACT_BLOCKS, 'fields.generated.ts');
export const pageSchemaPath = (type: PageType) => path.resolve(__dirname, `../src/api/${type}/content-types/${type}/schema.json`);

export function readSchemas(): Map<string, Schema> {
  const schemas = new Map<string, Schema>();
  for (const category of fs.readdirSync(COMPONENTS_DIR).sort()) {
    for (const file of fs.readdirSync(path.join(COMPONENTS_DIR, category)).sort()) {
      if (!file.endsWith('.json')) continue;
      schemas.set(`${category}.${file.slice(0, -5)}`, JSON.parse(fs.readFileSync(path.join(COMPONENTS_DIR, category, file), 'utf8')));
    }
  }
  return schemas;
}

const pascal = (uid: string) =>
  uid
    .split(/[.-]/)
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');

function tsType(attribute: Attribute): string {
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'password':
      return 'string';
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'datetime':
    case 'time':
      return 'string';
    case 'enumeration':
      return (attribute.enum ?? []).map((v) => JSON.stringify(v)).join(' | ') || 'string';
    case 'media':
      return attribute.multiple ? 'PublicImage[]' : 'PublicImage';
    case 'json':
      return 'unknown';
    case 'component':
      return attribute.repeatable ? `${pascal(attribute.component!)}[]` : pascal(attribute.component!);
    default:
      throw new Error(`generate-blocks: attribute type "${attribute.type}" has no TypeScript mapping`);
  }
}

const CATALOGUE: Readonly<Record<string, readonly PageType[]>> = BLOCK_CATALOGUE;

/** A block type of the dynamic zones: a uid of the catalogue. */
export const isBlock = (uid: string) => Object.hasOwn(CATALOGUE, uid);

/**
 * The catalogue's uids, checked against the schemas: every catalogue uid has a component schema,
 * every component of the `blocks` category is in the catalogue, and no two blocks share a name.
 */
export function blockUids(schemas: Map<string, Schema>, catalogue: Readonly<Record<string, readonly PageType[]>> = CATALOGUE): string[] {
  const problems: string[] = [];
  const uids = Object.keys(catalogue);
  for (const uid of uids) {
    if (!schemas.has(uid)) problems.push(`${uid} is in cms/blocks/catalogue.ts but has no component schema (cms/src/components/${uid.replace('.', '/')}.json)`);
    if (catalogue[uid]!.length === 0) problems.push(`${uid}: the catalogue gives it no page type`);
  }
  for (const uid of schemas.keys()) {
    if (uid.startsWith('blocks.') && !Object.hasOwn(catalogue, uid)) problems.push(`${uid} has a component schema but no row in cms/blocks/catalogue.ts`);
  }
  const byName = new Map<string, string>();
  for (const uid of uids.filter((u) => schemas.has(u))) {
    const name = schemas.get(uid)!.info.displayName;
    const other = byName.get(name);
    if (other) problems.push(`${uid} and ${other} have the same displayName "${name}"`);
    byName.set(name, uid);
  }
  if (problems.length) throw new Error(`generate-blocks:\n- ${problems.join('\n- ')}`);
  return uids;
}

/** A page type's schema.json with its dynamic zones listing the catalogue's blocks for that type. */
export function generatePageSchema(
  type: PageType,
  current: string = fs.readFileSync(pageSchemaPath(type), 'utf8'),
  catalogue: Readonly<Record<string, readonly PageType[]>> = CATALOGUE,
): string {
  const schema = JSON.parse(current) as { attributes: Record<string, { type: string; components?: string[] }> };
  const blocks = Object.keys(catalogue).filter((uid) => catalogue[uid]!.includes(type));
  for (const zone of BLOCK_ZONES) {
    const attribute = schema.attributes[zone];
    if (attribute?.type !== 'dynamiczone') throw new Error(`generate-blocks: ${type} has no dynamic zone "${zone}"`);
    attribute.components = blocks;
  }
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export function generate(schemas = readSchemas()): string {
  const lines: string[] = [
    '// Generated by cms/scripts/generate-blocks.ts from cms/src/components/**/*.json. Do not edit.',
    '// Run `npm run generate:blocks` after changing the block catalogue or a component schema.',
    '',
    "import type { PublicImage } from './public.js';",
    '',
  ];
  const blocks = blockUids(schemas);
  lines.push("/** The spec's componentName of each block type, mapped to its Strapi component uid. */");
  lines.push('export const BLOCK_UIDS = {');
  for (const uid of blocks) lines.push(`  ${JSON.stringify(schemas.get(uid)!.info.displayName)}: ${JSON.stringify(uid)},`);
  lines.push('} as const;', '');
  lines.push('export type BlockName = keyof typeof BLOCK_UIDS;');
  lines.push('export type BlockUid = (typeof BLOCK_UIDS)[BlockName];', '');
  for (const [uid, schema] of schemas) {
    const name = pascal(uid);
    lines.push(`/** ${uid}: ${schema.info.description ?? schema.info.displayName} */`);
    // A block's shape is named by its uid only (BlockByUid['blocks.faq-list']): its interface is not exported.
    lines.push(`${isBlock(uid) ? '' : 'export '}interface ${name} {`);
    if (isBlock(uid)) lines.push(`  __component: ${JSON.stringify(uid)};`);
    for (const [field, attribute] of Object.entries(schema.attributes)) {
      const optional = attribute.required || attribute.type === 'boolean' || (attribute.type === 'component' && attribute.repeatable) ? '' : ' | null';
      lines.push(`  ${field}: ${tsType(attribute)}${optional};`);
    }
    lines.push('}', '');
  }
  lines.push('/** Every block, discriminated by __component. */');
  lines.push(`export type Block =\n${blocks.map((uid) => `  | ${pascal(uid)}`).join('\n')};`, '');
  lines.push('/** The block type of each uid. */');
  lines.push('export interface BlockByUid {');
  for (const uid of blocks) lines.push(`  ${JSON.stringify(uid)}: ${pascal(uid)};`);
  lines.push('}', '');
  return lines.join('\n');
}

/** The FieldRule (contract/src/blocks/field-rules.ts) of one attribute, as TypeScript source. */
function fieldRule(uid: string, name: string, attribute: Attribute): string {
  const kind = attribute.pluginOptions?.sanitize?.kind;
  if (kind === 'html') return "{ kind: 'html' }";
  if (kind === 'url') return "{ kind: 'url' }";
  if (kind) throw new Error(`generate-blocks: ${uid}.${name}: unknown sanitize kind "${kind}"`);
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'email':
    case 'datetime':
    case 'date':
    case 'time':
    case 'uid':
      return "{ kind: 'text' }";
    case 'richtext':
      throw new Error(`generate-blocks: ${uid}.${name}: a richtext field must be sanitised as "html" (pluginOptions.sanitize.kind)`);
    case 'boolean':
      return "{ kind: 'boolean' }";
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return "{ kind: 'number' }";
    case 'enumeration':
      return `{ kind: 'enum', values: ${JSON.stringify(attribute.enum ?? [])} }`;
    case 'media':
      return `{ kind: 'media', multiple: ${attribute.multiple === true} }`;
    case 'component':
      if (!attribute.component) throw new Error(`generate-blocks: ${uid}.${name}: component field without a component uid`);
      return `{ kind: 'component', component: ${JSON.stringify(attribute.component)}, repeatable: ${attribute.repeatable === true} }`;
    default:
      throw new Error(`generate-blocks: ${uid}.${name}: attribute type "${attribute.type}" has no field rule`);
  }
}

export function generateFields(schemas = readSchemas()): string {
  const lines = [
    '// Generated by cms/scripts/generate-blocks.ts from cms/src/components/**/*.json. Do not edit.',
    '// Run `npm run generate:blocks` after changing the block catalogue or a component schema.',
    "import type { ComponentFields } from './field-rules.js';",
    '',
    '/** What every field of every component is (see field-rules.ts). */',
    'export const COMPONENT_FIELDS: ComponentFields = {',
  ];
  for (const [uid, schema] of schemas) {
    lines.push(`  ${JSON.stringify(uid)}: {`);
    for (const [name, attribute] of Object.entries(schema.attributes)) lines.push(`    ${JSON.stringify(name)}: ${fieldRule(uid, name, attribute)},`);
    lines.push('  },');
  }
  lines.push('};', '');
  return lines.join('\n');
}

function main(): void {
  const schemas = readSchemas();
  const outputs: Array<[string, string]> = [
    [OUTPUT, generate(schemas)],
    [FIELDS_OUTPUT, generateFields(schemas)],
    ...PAGE_TYPES.map((type): [string, string] => [pageSchemaPath(type), generatePageSchema(type)]),
  ];
  for (const [file, text] of outputs) {
    const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    if (changed) fs.writeFileSync(file, text);
    console.log(`${changed ? 'wrote    ' : 'unchanged'} ${path.relative(process.cwd(), file)}`);
  }
}

if (require.main === module) {
  try {
    main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
