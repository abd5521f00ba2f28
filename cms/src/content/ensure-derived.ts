import type { Core } from '@strapi/strapi';
import { attributesOf } from './schema';
import { derivedAttributes, deriveValue, type PageUid } from 'contract/rules';

type Data = Record<string, unknown>;

/**
 * Fills derived attributes left empty in stored rows (rows written before the attribute existed, or
 * by SQL): only rows whose sources hold a value are read. Joins the current transaction, if any.
 */
export async function ensureDerived(strapi: Core.Strapi, uid: PageUid): Promise<number> {
  const attributes = attributesOf(strapi, uid);
  let filled = 0;
  for (const [name, from] of derivedAttributes(attributes)) {
    const roots = [...new Set(from.map((path) => path.split('.')[0]!))];
    const populate = Object.fromEntries(roots.map((root) => [root, true]));
    const query = strapi.db.query(uid);
    const rows = (await query.findMany({
      where: { [name]: { $null: true }, $or: roots.map((root) => ({ [root]: { id: { $notNull: true } } })) },
      select: ['id'],
      populate,
    })) as Data[];
    for (const row of rows) {
      const value = deriveValue(from, row);
      if (value === null) continue;
      await query.update({ where: { id: row.id }, data: { [name]: value } });
      filled += 1;
    }
  }
  return filled;
}
