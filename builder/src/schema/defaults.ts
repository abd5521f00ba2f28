import type { ComponentMap } from './types';
import { fieldsOf, type FieldSpec } from './form-model';

export type Data = Record<string, unknown>;

/**
 * The initial value of one field: the schema's default; for a list, as many new entries as it needs (the
 * Stats block's two figures, ready to be written on the page), else none; else nothing.
 */
export function initialValue(field: FieldSpec, components: ComponentMap): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'repeatable') return Array.from({ length: field.min ?? 0 }, () => newEntry(field, components));
  if (field.kind === 'boolean') return false;
  if (field.kind === 'component' && field.required && field.component) return initialData(field.component, components);
  return undefined;
}

/** A new component's data with every default filled in. */
export function initialData(uid: string, components: ComponentMap): Data {
  const fields = fieldsOf(components[uid]?.schema.attributes ?? {}, components);
  const data: Data = {};
  for (const field of fields) {
    const value = initialValue(field, components);
    if (value !== undefined) data[field.name] = value;
  }
  return data;
}

/** A new entry of a list: its component's defaults, and a uuid when the component keeps one (FAQ items). */
export function newEntry(list: FieldSpec, components: ComponentMap): Data {
  const entry = initialData(list.component ?? '', components);
  return list.fields?.some((field) => field.name === 'uuid') ? { ...entry, uuid: crypto.randomUUID() } : entry;
}
