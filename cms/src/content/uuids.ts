import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import type { PageUid } from 'contract/rules';

/** Gives these locale rows a uuid each; returns them, in order. Joins the current transaction, if any. */
export async function giveUuids(strapi: Core.Strapi, uid: PageUid, ids: readonly number[]): Promise<string[]> {
  const query = strapi.db.query(uid);
  const given: string[] = [];
  for (const id of ids) {
    const uuid = randomUUID();
    await query.update({ where: { id }, data: { uuid } });
    given.push(uuid);
  }
  return given;
}

/**
 * Gives every locale row without a uuid one: on boot, for rows left without one by a crash of older
 * code (a write gives its own rows theirs: writes/page-steps/uuids.ts). Joins the current transaction, if any.
 */
export async function ensureUuids(strapi: Core.Strapi, uid: PageUid, documentId?: string): Promise<number> {
  const missing = (await strapi.db.query(uid).findMany({ where: { ...(documentId ? { documentId } : {}), uuid: { $null: true } }, select: ['id'] })) as Array<{
    id: number;
  }>;
  await giveUuids(
    strapi,
    uid,
    missing.map((row) => row.id),
  );
  return missing.length;
}
