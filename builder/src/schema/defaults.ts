import type { ComponentMap } from './types';
import { fieldsOf, type FieldSpec } from './form-model';

export type Data = Record<string, unknown>;

/** The initial value of one field: the schema's default, an empty list for repeatables, else nothing. */
export function initialValue(field: FieldSpec, components: ComponentMap): unknown {
  if (field.defaultValue !== undefined) return field.defaultValue;
  if (field.kind === 'repeatable') return [];
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
