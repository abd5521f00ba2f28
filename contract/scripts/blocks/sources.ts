/**
 * What the block generator reads: every block's schema (contract/src/blocks/<category>/<name>/schema.ts)
 * and the CMS's hand-written component schemas beside the generated ones (the shared parts several blocks
 * use, the page types' settings: cms/src/components/<category>/<name>.json).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Attribute, BlockSchema } from '../../src/blocks/define.js';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BLOCKS_DIR = path.join(ROOT, 'contract/src/blocks');
export const COMPONENTS_DIR = path.join(ROOT, 'cms/src/components');
export const WEB_BLOCKS_DIR = path.join(ROOT, 'web/blocks');

/** A component schema as Strapi's JSON has it. */
export interface StrapiComponent {
  collectionName: string;
  info: { displayName: string; icon: string; description: string };
  options: Record<string, unknown>;
  attributes: Record<string, Attribute>;
}

/** A component's fields as the generator types them. */
export interface Component {
  uid: string;
  name: string;
  description: string;
  attributes: Readonly<Record<string, Attribute>>;
}

/** The block folders: `<category>/<name>` with a schema.ts. */
export function blockFolders(dir = BLOCKS_DIR): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((category) =>
      fs
        .readdirSync(path.join(dir, category.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && fs.existsSync(path.join(dir, category.name, entry.name, 'schema.ts')))
        .map((entry) => `${category.name}/${entry.name}`),
    );
}

/** The catalogue's order: the `blocks` category first, then the others; names alphabetical within each. */
export function byCatalogueOrder(a: string, b: string): number {
  const rank = (uid: string) => (uid.startsWith('blocks.') ? `0${uid}` : `1${uid}`);
  return rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0;
}

/** Every block schema, checked: its uid is its folder's, names are unique, its items are its own. */
export async function loadBlocks(dir = BLOCKS_DIR): Promise<BlockSchema[]> {
  const problems: string[] = [];
  const blocks: BlockSchema[] = [];
  for (const folder of blockFolders(dir)) {
    const module = (await import(pathToFileURL(path.join(dir, folder, 'schema.ts')).href)) as { default?: BlockSchema };
    const schema = module.default;
    if (!schema?.uid) {
      problems.push(`contract/src/blocks/${folder}/schema.ts has no default export defineBlock({...})`);
      continue;
    }
    if (schema.uid !== folder.replace('/', '.'))
      problems.push(`contract/src/blocks/${folder}/schema.ts says uid "${schema.uid}": it must be "${folder.replace('/', '.')}"`);
    if (schema.pages && schema.pages.length === 0) problems.push(`${schema.uid}: "pages" lists no page type`);
    blocks.push(schema);
  }
  checkNames(blocks, problems);
  if (problems.length) throw new Error(`generate-blocks:\n- ${problems.join('\n- ')}`);
  return blocks.sort((a, b) => byCatalogueOrder(a.uid, b.uid));
}

export function checkNames(blocks: readonly BlockSchema[], problems: string[] = []): string[] {
  const byName = new Map<string, string>();
  const components = new Map<string, string>();
  for (const block of blocks) {
    const other = byName.get(block.name);
    if (other) problems.push(`${block.uid} and ${other} have the same name "${block.name}"`);
    byName.set(block.name, block.uid);
    for (const item of block.components ?? []) {
      const owner = components.get(item.uid);
      if (owner) problems.push(`${item.uid} is a component of both ${owner} and ${block.uid}: make it a shared part (cms/src/components/shared/)`);
      components.set(item.uid, block.uid);
    }
  }
  return problems;
}

/** The CMS's component schemas, as JSON files hold them now, by uid (category and file name order). */
export function readComponentFiles(dir = COMPONENTS_DIR): Map<string, StrapiComponent> {
  const files = new Map<string, StrapiComponent>();
  for (const category of fs.readdirSync(dir).sort()) {
    for (const file of fs.readdirSync(path.join(dir, category)).sort()) {
      if (file.endsWith('.json')) files.set(`${category}.${file.slice(0, -5)}`, JSON.parse(fs.readFileSync(path.join(dir, category, file), 'utf8')));
    }
  }
  return files;
}

export const componentFile = (uid: string, dir = COMPONENTS_DIR) => path.join(dir, ...uid.split('.')) + '.json';
