import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import type { PageUid } from 'contract/rules';

/**
 * Gives every locale row without a uuid one: after a write (a translation created by an update has
 * none), and on boot for rows left without one by a crash of older code. Joins the current
 * transaction, if any.
 */
export async function ensureUuids(strapi: Core.Strapi, uid: PageUid, documentId?: string): Promise<number> {
  const query = strapi.db.query(uid);
  const missing = (await query.findMany({ where: { ...(documentId ? { documentId } : {}), uuid: { $null: true } }, select: ['id'] })) as Array<{ id: number }>;
  for (const row of missing) await query.update({ where: { id: row.id }, data: { uuid: randomUUID() } });
  return missing.length;
}
