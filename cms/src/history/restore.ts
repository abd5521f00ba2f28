import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { attributesOf, populateFor } from '../content/schema';
import { DRAFT_PAIR, pageTypeOf, type PageUid } from 'contract/rules';
import { pageFieldsOf } from '../content/public-state';
import { lockWrites } from '../content/write-locks';
import type { Actor, Snapshot } from 'contract/wire';
import { recordingAs } from './actor';
import { readVersion } from './versions';

type Row = Record<string, unknown>;

/** A snapshot as data for a write of the document (relations set to the recorded ones; media that no longer exist dropped). */
async function restoreData(strapi: Core.Strapi, uid: PageUid, snapshot: Snapshot): Promise<Row> {
  const { relations } = pageFieldsOf(strapi, uid);
  const data: Row = { draft: snapshot.draft, draftSettings: snapshot.draftSettings };
  for (const [name, value] of Object.entries(snapshot.fields)) {
    if (relations.includes(name)) {
      const ids = Array.isArray(value) ? value : value ? [value] : [];
      data[name] = { set: ids.map((documentId) => ({ documentId })) };
    } else data[name] = value;
  }
  const attributes = attributesOf(strapi, uid);
  const files = new Set([...mediaIds(strapi, data.draft, attributes.draft!), ...mediaIds(strapi, data.draftSettings, attributes.draftSettings!)]);
  if (!files.size) return data;
  const existing = new Set(
    ((await strapi.db.query('plugin::upload.file').findMany({ where: { id: { $in: [...files] } }, select: ['id'] })) as Row[]).map((r) => Number(r.id)),
  );
  if (existing.size === files.size) return data;
  return dropMissingMedia(strapi, uid, data, existing);
}

type AttributeShape = ReturnType<typeof attributesOf>[string];

/** Every file id a written value (copyForWrite's shape) holds. */
function mediaIds(strapi: Core.Strapi, value: unknown, attribute: AttributeShape): number[] {
  if (value === null || value === undefined) return [];
  if (attribute.type === 'media') return (Array.isArray(value) ? value : [value]).filter((v) => typeof v === 'number') as number[];
  const rows = Array.isArray(value) ? (value as Row[]) : [value as Row];
  if (attribute.type === 'dynamiczone') return rows.flatMap((row) => componentMedia(strapi, String(row.__component), row));
  if (attribute.type === 'component' && attribute.component) return rows.flatMap((row) => componentMedia(strapi, attribute.component!, row));
  return [];
}

function componentMedia(strapi: Core.Strapi, component: string, row: Row): number[] {
  return Object.entries(attributesOf(strapi, component)).flatMap(([name, attribute]) => mediaIds(strapi, row[name], attribute));
}

function dropMissingMedia(strapi: Core.Strapi, uid: PageUid, data: Row, existing: Set<number>): Row {
  const walk = (value: unknown, attribute: AttributeShape): unknown => {
    if (value === null || value === undefined) return value;
    if (attribute.type === 'media') return Array.isArray(value) ? value.filter((id) => existing.has(Number(id))) : existing.has(Number(value)) ? value : null;
    const one = (row: Row, component: string): Row => {
      const out: Row = { ...row };
      for (const [name, inner] of Object.entries(attributesOf(strapi, component))) if (name in row) out[name] = walk(row[name], inner);
      return out;
    };
    if (attribute.type === 'dynamiczone') return (value as Row[]).map((row) => one(row, String(row.__component)));
    if (attribute.type === 'component' && attribute.component)
      return Array.isArray(value) ? (value as Row[]).map((row) => one(row, attribute.component!)) : one(value as Row, attribute.component);
    return value;
  };
  const attributes = attributesOf(strapi, uid);
  return { ...data, draft: walk(data.draft, attributes.draft!), draftSettings: walk(data.draftSettings, attributes.draftSettings!) };
}

/**
 * Restores a version as the current draft of its document locale: its draft blocks, draft settings
 * and page fields are written (through the document service, so the write is sanitised, guarded and
 * tells the site only if a page field of a published page changed), and the restore is recorded as a
 * version of its own, in the same transaction. Never publishes. Images deleted since are left out.
 */
export async function restoreVersion(strapi: Core.Strapi, uid: PageUid, documentId: string, locale: string, id: number, actor: Actor): Promise<Row> {
  return strapi.db.transaction(async ({ trx }) => {
    await lockWrites(strapi, trx, uid, [documentId]);
    const exists = await strapi.documents(uid).findOne({ documentId, locale, fields: ['id'] } as never);
    if (!exists) throw new errors.NotFoundError(`No ${pageTypeOf(uid)} "${documentId}" in ${locale}`);
    const version = await readVersion(strapi, uid, documentId, locale, id);
    if (!version) throw new errors.NotFoundError(`No version ${id} of ${pageTypeOf(uid)} "${documentId}" in ${locale}`);
    const data = await restoreData(strapi, uid, version.snapshot);
    const populate = populateFor(strapi, uid, DRAFT_PAIR);
    return (await recordingAs('restore', actor, id, () => strapi.documents(uid).update({ documentId, locale, data, populate } as never))) as Row;
  });
}
