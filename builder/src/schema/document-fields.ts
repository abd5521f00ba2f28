import type { ComponentMap, ContentTypeSchema } from './types';
import { fieldsOf, type FieldSpec } from './form-model';
import { validateFields, type FieldError } from './validate';
import type { Draft } from '../store/types';
import { blockName } from './readable';

const NOT_PAGE_FIELDS = ['uuid', 'draft', 'published', 'draftSettings', 'publishedSettings', 'localizations'];

/** Page-level fields of a content type (slug, title, dateScheduled, categories…), from its schema. */
export function pageFieldsOf(contentType: ContentTypeSchema | undefined, components: ComponentMap): FieldSpec[] {
  return fieldsOf(contentType?.schema.attributes ?? {}, components, 0, NOT_PAGE_FIELDS);
}

/** The component uid of draftSettings for a content type ("shared.article-settings"). */
export function settingsUidOf(contentType: ContentTypeSchema | undefined): string {
  const attribute = contentType?.schema.attributes.draftSettings;
  return attribute && attribute.type === 'component' ? attribute.component : '';
}

export function blockLabel(index: number, uid: string, components: ComponentMap): string {
  return `Block ${index + 1} (${blockName(uid, components)})`;
}

const fieldCache = new WeakMap<ComponentMap, Map<string, FieldSpec[]>>();

/** The fields of a component, computed once per schema load. */
export function fieldsFor(uid: string, components: ComponentMap): FieldSpec[] {
  let byUid = fieldCache.get(components);
  if (!byUid) fieldCache.set(components, (byUid = new Map()));
  let fields = byUid.get(uid);
  if (!fields) byUid.set(uid, (fields = fieldsOf(components[uid]?.schema.attributes ?? {}, components)));
  return fields;
}

const blockErrorCache = new WeakMap<object, { index: number; components: ComponentMap; errors: FieldError[] }>();

/** Errors of one block, cached by the block's identity: typing in one block re-checks that block only. */
function blockErrors(block: Draft['blocks'][number], index: number, components: ComponentMap): FieldError[] {
  const cached = blockErrorCache.get(block);
  if (cached && cached.index === index && cached.components === components) return cached.errors;
  const errors = validateFields(fieldsFor(block.__component, components), block, `blocks.${block.__key}`, blockLabel(index, block.__component, components));
  blockErrorCache.set(block, { index, components, errors });
  return errors;
}

const documentFieldCache = new WeakMap<ComponentMap, WeakMap<object, { page: FieldSpec[]; settings: FieldSpec[] }>>();
const NO_CONTENT_TYPE = {};

/** The page and settings fields of a content type, computed once per schema load. */
function documentFields(contentType: ContentTypeSchema | undefined, components: ComponentMap): { page: FieldSpec[]; settings: FieldSpec[] } {
  let byType = documentFieldCache.get(components);
  if (!byType) documentFieldCache.set(components, (byType = new WeakMap()));
  let fields = byType.get(contentType ?? NO_CONTENT_TYPE);
  if (!fields) {
    fields = { page: pageFieldsOf(contentType, components), settings: fieldsOf(components[settingsUidOf(contentType)]?.schema.attributes ?? {}, components) };
    byType.set(contentType ?? NO_CONTENT_TYPE, fields);
  }
  return fields;
}

/** Every rule broken anywhere in the page; each error names the block and field. */
export function validateDraft(draft: Draft, components: ComponentMap, contentType: ContentTypeSchema | undefined): FieldError[] {
  const errors: FieldError[] = [];
  const fields = documentFields(contentType, components);
  errors.push(...validateFields(fields.page, draft.page, 'page', 'Page'));
  errors.push(...validateFields(fields.settings, draft.settings, 'settings', 'Settings'));
  draft.blocks.forEach((block, index) => errors.push(...blockErrors(block, index, components)));
  return errors;
}
