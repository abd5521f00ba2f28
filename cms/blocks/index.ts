export * from './generated';
export type * from './public';
export { CATEGORIES, INDUSTRIES, EVENT_SUBCATEGORIES, EVENTS_CATEGORY, LOCALES, DEFAULT_LOCALE, expandCategoryKeys } from '../src/taxonomy/taxonomy';
export type { CategoryDefinition, IndustryDefinition, Locale } from '../src/taxonomy/taxonomy';
import { BLOCK_UIDS, type BlockName, type BlockUid } from './generated';

const NAME_BY_UID = new Map<string, BlockName>(Object.entries(BLOCK_UIDS).map(([name, uid]) => [uid, name as BlockName]));

/** The spec's componentName of a Strapi component uid, or undefined for an unknown uid. */
export function blockNameOf(uid: string): BlockName | undefined {
  return NAME_BY_UID.get(uid);
}

export function isBlockUid(uid: string): uid is BlockUid {
  return NAME_BY_UID.has(uid);
}
