import type { Core } from '@strapi/strapi';
import { attributesOf, type AttributeLike } from '../content/schema';

type Row = Record<string, unknown>;

const idOf = (linked: unknown): unknown => (linked && typeof linked === 'object' ? ((linked as { id?: unknown }).id ?? null) : (linked ?? null));

/**
 * A stored field (read with its components and media populated) as data for a write of a copy, read
 * with the schema: component ids and anything the schema does not name are dropped, so the copy gets
 * components of its own (spec section 4: publishing strips the ids); media become their file ids.
 */
export function copyForWrite(strapi: Core.Strapi, attribute: AttributeLike, value: unknown): unknown {
  const many = attribute.type === 'dynamiczone' || (attribute.type === 'component' && attribute.repeatable);
  if (value === null || value === undefined) return many ? [] : null;
  if (attribute.type === 'dynamiczone') {
    return (value as Row[]).map((block) => ({ __component: block.__component, ...componentCopy(strapi, String(block.__component), block) }));
  }
  if (attribute.type === 'component' && attribute.component) {
    const component = attribute.component;
    return many ? (value as Row[]).map((item) => componentCopy(strapi, component, item)) : componentCopy(strapi, component, value as Row);
  }
  if (attribute.type === 'media' || attribute.type === 'relation') return Array.isArray(value) ? value.map(idOf) : idOf(value);
  return value;
}

function componentCopy(strapi: Core.Strapi, uid: string, row: Row): Row {
  const out: Row = {};
  for (const [name, attribute] of Object.entries(attributesOf(strapi, uid))) {
    if (name in row) out[name] = copyForWrite(strapi, attribute, row[name]);
  }
  return out;
}
