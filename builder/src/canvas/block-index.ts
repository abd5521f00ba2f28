import type { Block } from '../store/types';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import { validateDraft } from '../schema/document-fields';
import type { Draft } from '../store/types';

const byKey = new WeakMap<readonly Block[], Map<string, Block>>();

/** The block with a key, from a map built once per blocks array (each card looks itself up). */
export function blockByKey(blocks: readonly Block[], key: string): Block | undefined {
  let map = byKey.get(blocks);
  if (!map) byKey.set(blocks, (map = new Map(blocks.map((block) => [block.__key, block]))));
  return map.get(key);
}

const counts = new WeakMap<Draft, { components: ComponentMap; contentType: ContentTypeSchema | undefined; counts: Map<string, number> }>();

/** Problems per block key, computed once per draft (block checks are cached by block identity). */
export function errorCounts(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): Map<string, number> {
  const cached = counts.get(draft);
  if (cached && cached.components === components && cached.contentType === contentType) return cached.counts;
  const result = new Map<string, number>();
  for (const error of validateDraft(draft, components, contentType)) {
    const key = /^blocks\.([^.[]+)/.exec(error.path)?.[1];
    if (key) result.set(key, (result.get(key) ?? 0) + 1);
  }
  counts.set(draft, { components, contentType, counts: result });
  return result;
}
