/**
 * `npm run generate:blocks`: everything that lists or describes blocks, written from the block folders
 * (contract/src/blocks/<category>/<name>/: schema.ts and words.ts) and the CMS's hand-written component
 * schemas (shared parts, settings). README, "Adding a block", says what a block is made of.
 * - cms/src/components/<category>/<name>.json: each block's Strapi schema and its own components';
 * - the dynamic zones `draft` and `published` of each page type's schema.json;
 * - contract/src/blocks/catalogue.generated.ts, generated.ts (the types), fields.generated.ts (field kinds),
 *   contract/src/words/block-texts.generated.ts (the blocks' words);
 * - web/blocks/registry.generated.ts (block type → renderer).
 * It stops with a message naming what is missing (a block's words or renderer) or wrong (a duplicate name, a
 * stale component schema). A test (generate-blocks.test.ts) fails while any output is out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BlockSchema } from '../src/blocks/define.js';
import { PAGE_TYPES } from '../src/rules/page-types.js';
import { allComponents, asComponent, catalogue, componentJson, generatedComponents, generatePageSchema, pageSchemaPath } from './blocks/cms-schemas.js';
import { generateCatalogue, generateRegistry, generateWordsIndex } from './blocks/indexes.js';
import { BLOCKS_DIR, componentFile, loadBlocks, readComponentFiles, ROOT, WEB_BLOCKS_DIR } from './blocks/sources.js';
import { generateFields, generateTypes } from './blocks/types.js';

/** Every file the generator writes, with its text. */
export async function outputs(blocks?: readonly BlockSchema[]): Promise<Array<[file: string, text: string]>> {
  const schemas = blocks ?? (await loadBlocks());
  const components = [...allComponents(schemas, readComponentFiles())].map(([uid, schema]) => asComponent(uid, schema));
  const rows = catalogue(schemas);
  const uids = rows.map(([uid]) => uid);
  return [
    ...[...generatedComponents(schemas)].map(([uid, schema]): [string, string] => [componentFile(uid), componentJson(schema)]),
    ...PAGE_TYPES.map((type): [string, string] => [pageSchemaPath(type), generatePageSchema(type, schemas)]),
    [path.join(BLOCKS_DIR, 'catalogue.generated.ts'), generateCatalogue(rows)],
    [path.join(BLOCKS_DIR, 'generated.ts'), generateTypes(components, uids)],
    [path.join(BLOCKS_DIR, 'fields.generated.ts'), generateFields(components)],
    [path.join(ROOT, 'contract/src/words/block-texts.generated.ts'), generateWordsIndex(schemas)],
    [path.join(WEB_BLOCKS_DIR, 'registry.generated.ts'), generateRegistry(schemas)],
  ];
}

async function main(): Promise<void> {
  for (const [file, text] of await outputs()) {
    const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== text;
    if (changed) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, text);
    }
    console.log(`${changed ? 'wrote    ' : 'unchanged'} ${path.relative(ROOT, file)}`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
