import type { Block } from '../store/types';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import { validateDraft } from '../schema/document-fields';
import type { FieldError } from '../schema/validate';
import type { Draft } from '../store/types';

const byKey = new WeakMap<readonly Block[], Map<string, Block>>();

/** The block with a key, from a map built once per blocks array (each card looks itself up). */
export function blockByKey(blocks: readonly Block[], key: string): Block | undefined {
  let map = byKey.get(blocks);
  if (!map) byKey.set(blocks, (map = new Map(blocks.map((block) => [block.__key, block]))));
  return map.get(key);
}

interface Checked { components: ComponentMap; contentType: ContentTypeSchema | undefined; errors: FieldError[]; counts: Map<string, number> }
const checked = new WeakMap<Draft, Checked>();

function check(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): Checked {
  const cached = checked.get(draft);
  if (cached && cached.components === components && cached.contentType === contentType) return cached;
  const errors = validateDraft(draft, components, contentType);
  const counts = new Map<string, number>();
  for (const error of errors) {
    const key = /^blocks\.([^.[]+)/.exec(error.path)?.[1];
    if (key) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const result = { components, contentType, errors, counts };
  checked.set(draft, result);
  return result;
}

/** Every problem of the draft, computed once per draft for the cards and the side panel together. */
export function draftErrors(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): FieldError[] {
  return check(draft, components, contentType).errors;
}

/** Problems per block key, computed once per draft (block checks are cached by block identity). */
export function errorCounts(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): Map<string, number> {
  return check(draft, components, contentType).counts;
}
