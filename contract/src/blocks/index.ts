export * from './generated.js';
export type * from './public.js';
export { BLOCK_CATALOGUE } from './catalogue.generated.js';
export { defineBlock, SECTION_ATTRIBUTES, type Attribute, type BlockSchema, type ComponentSchema } from './define.js';
import type { PageType } from '../rules/page-types.js';
import { BLOCK_CATALOGUE } from './catalogue.generated.js';
import { BLOCK_UIDS, type BlockName, type BlockUid } from './generated.js';

const NAME_BY_UID = new Map<string, BlockName>(Object.entries(BLOCK_UIDS).map(([name, uid]) => [uid, name as BlockName]));

/** Every block type, in the catalogue's order (catalogue.ts). */
export const BLOCK_TYPES: readonly BlockUid[] = Object.values(BLOCK_UIDS);

/** The spec's componentName of a Strapi component uid, or undefined for an unknown uid. */
export function blockNameOf(uid: string): BlockName | undefined {
  return NAME_BY_UID.get(uid);
}

export function isBlockUid(uid: string): uid is BlockUid {
  return NAME_BY_UID.has(uid);
}

/** The block types a page type's dynamic zones accept. */
export function blocksOfPage(type: PageType): BlockUid[] {
  return BLOCK_TYPES.filter((uid) => (BLOCK_CATALOGUE[uid] as readonly PageType[]).includes(type));
}
