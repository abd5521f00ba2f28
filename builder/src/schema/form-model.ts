import type { Attribute, ComponentMap } from './types';
import { humanLabel as labelOf } from 'contract/words';
import { derivedFrom } from 'contract/rules';

/** The length of the CMS's column for one-line texts (Strapi's string, uid, email and password fields). */
export const STRING_COLUMN_MAX = 255;

export type FieldKind =
  | 'string'
  | 'text'
  | 'email'
  | 'html'
  | 'url'
  | 'boolean'
  | 'enumeration'
  | 'number'
  | 'date'
  | 'time'
  | 'datetime'
  | 'media'
  | 'component'
  | 'repeatable'
  | 'relation'
  | 'unsupported';

/** One form field, derived from one schema attribute: what to render and which rules to check. */
export interface FieldSpec {
  name: string;
  label: string;
  /** One line under the field (the CMS's configured description). */
  description?: string;
  /** Shown in the empty input (the CMS's configured placeholder). */
  placeholder?: string;
  kind: FieldKind;
  required: boolean;
  maxLength?: number;
  /** The database column's length, when the field declares no smaller maxLength (checked like it, not shown). */
  columnMax?: number;
  minLength?: number;
  pattern?: string;
  options?: string[];
  defaultValue?: unknown;
  min?: number;
  max?: number;
  integer?: boolean;
  component?: string;
  fields?: FieldSpec[];
  /** Of a component field: the field that names one of its entries (the CMS's configured main field). */
  mainField?: string;
  target?: string;
  /** Kept and saved but not shown (uuid: an identity, not content). */
  hidden?: boolean;
}

const MAX_DEPTH = 4;
const HIDDEN = ['uuid'];
/** Attributes Strapi manages itself (present in the content-manager's copy of the schemas). */
const SYSTEM = new Set(['id', 'documentId', 'createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations', 'status']);

/** The label of a field nobody named ("buttonLink" → "Button link"): the CMS's rule. */
export { humanLabel as labelOf } from 'contract/words';

export function toFieldSpec(name: string, attribute: Attribute, components: ComponentMap, depth = 0): FieldSpec {
  const base = {
    name,
    label: labelOf(name),
    required: attribute.required === true,
    defaultValue: attribute.default,
    hidden: HIDDEN.includes(name) || undefined,
  };
  switch (attribute.type) {
    case 'string':
    case 'uid':
    case 'email':
    case 'text':
    case 'password': {
      const isUrl = attribute.pluginOptions?.sanitize?.kind === 'url';
      const kind: FieldKind = isUrl ? 'url' : attribute.type === 'email' ? 'email' : attribute.type === 'text' ? 'text' : 'string';
      // A one-line text is a 255-character column in the CMS's database, which refuses more: checked, not shown as a rule.
      const columnMax = attribute.type === 'text' ? undefined : STRING_COLUMN_MAX;
      return { ...base, kind, maxLength: attribute.maxLength, columnMax, minLength: attribute.minLength, pattern: attribute.regex };
    }
    case 'richtext':
      return { ...base, kind: 'html', maxLength: attribute.maxLength, minLength: attribute.minLength };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enumeration':
      return { ...base, kind: 'enumeration', options: attribute.enum };
    case 'integer':
    case 'biginteger':
    case 'float':
    case 'decimal':
      return { ...base, kind: 'number', min: attribute.min, max: attribute.max, integer: attribute.type === 'integer' || attribute.type === 'biginteger' };
    case 'date':
    case 'time':
      return { ...base, kind: attribute.type };
    case 'datetime':
    case 'timestamp':
      return { ...base, kind: 'datetime' };
    case 'media':
      return { ...base, kind: attribute.multiple ? 'unsupported' : 'media' };
    case 'component': {
      const fields = depth < MAX_DEPTH ? fieldsOf(components[attribute.component]?.schema.attributes ?? {}, components, depth + 1) : [];
      return attribute.repeatable
        ? { ...base, kind: 'repeatable', component: attribute.component, fields, max: attribute.max, min: attribute.min }
        : { ...base, kind: 'component', component: attribute.component, fields };
    }
    case 'relation':
      return { ...base, kind: 'relation', target: attribute.target };
    default:
      return { ...base, kind: 'unsupported' };
  }
}

/**
 * The fields of a component or content type, in schema order (dynamic zones, `skip` and the fields
 * the CMS derives itself, such as an article's title, left out).
 */
export function fieldsOf(attributes: Record<string, Attribute>, components: ComponentMap, depth = 0, skip: readonly string[] = []): FieldSpec[] {
  return Object.entries(attributes)
    .filter(
      ([name, attribute]) => !skip.includes(name) && !SYSTEM.has(name) && !attribute.private && attribute.type !== 'dynamiczone' && !derivedFrom(attribute),
    )
    .map(([name, attribute]) => toFieldSpec(name, attribute, components, depth));
}
