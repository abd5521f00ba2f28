import type { Core } from '@strapi/strapi';
import { CATEGORIES, INDUSTRIES } from 'contract/taxonomy';
import type { ImageIds } from '../images/upload';

/** What the document writes need: Strapi, the uploaded images' ids and the taxonomy's document ids by key. */
export interface SeedContext {
  strapi: Core.Strapi;
  images: ImageIds;
  categories: Map<string, string>;
  industries: Map<string, string>;
}

async function keyToDocumentId(
  strapi: Core.Strapi,
  uid: 'api::category.category' | 'api::industry.industry',
  expected: readonly string[],
): Promise<Map<string, string>> {
  const rows = (await strapi.db.query(uid).findMany({ select: ['key', 'documentId'] })) as Array<{ key: string; documentId: string }>;
  const map = new Map(rows.map((r) => [r.key, r.documentId]));
  const missing = expected.filter((k) => !map.has(k));
  if (missing.length) throw new Error(`${uid}: missing ${missing.join(', ')}. The CMS bootstrap creates the taxonomy; did it run against this database?`);
  return map;
}

export async function seedContext(strapi: Core.Strapi, images: ImageIds): Promise<SeedContext> {
  return {
    strapi,
    images,
    categories: await keyToDocumentId(
      strapi,
      'api::category.category',
      CATEGORIES.map((c) => c.key),
    ),
    industries: await keyToDocumentId(
      strapi,
      'api::industry.industry',
      INDUSTRIES.map((i) => i.key),
    ),
  };
}

/** A taxonomy key's document id; an unknown key fails the article's seed. */
export function lookup(map: Map<string, string>, key: string, what: string, slug: string): string {
  const id = map.get(key);
  if (!id) throw new Error(`Article "${slug}": unknown ${what} key "${key}"`);
  return id;
}
