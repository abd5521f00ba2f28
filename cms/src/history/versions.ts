import { AsyncLocalStorage } from 'node:async_hooks';
import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { errors } from '@strapi/utils';
import { attributesOf, populateFor } from '../content/schema';
import { DRAFT_PAIR, pageTypeOf, type PageUid } from 'contract/rules';
import { pageFieldsOf } from '../content/public-state';
import { lockWrites } from '../content/write-locks';
import { copyForWrite } from '../publishing/copy';
import { versionsToPrune, type VersionStamp } from './policy';
import type { Actor, Snapshot, Version, VersionKind, VersionSummary } from 'contract/wire';

export type { Actor, Snapshot, Version, VersionSummary } from 'contract/wire';

/**
 * The version history of articles and landing pages: one row per recorded state of a document
 * locale's draft pair (its draft blocks, its draft settings and its page fields), written in the same
 * transaction as the change it records. Saved drafts are recorded by the document-service middleware
 * (writes/page-steps/record-history.ts) and thinned by the policy in ./policy.ts; a publish records a publish
 * version (publishing/publish.ts); a restore writes the version back as the draft and records itself.
 */
/** Made and changed by numbered migrations (migrations/0001-page-versions.ts). */
export const VERSIONS = 'page_versions';

type Row = Record<string, unknown>;

const context = new AsyncLocalStorage<{ kind: VersionKind; actor: Actor; restoredFrom: number | null }>();

/** Runs a write whose version is recorded as `kind` (a restore), attributed to `actor`. */
export const recordingAs = <T>(kind: VersionKind, actor: Actor, restoredFrom: number | null, write: () => Promise<T>): Promise<T> =>
  context.run({ kind, actor, restoredFrom }, write);

/** The admin user of the current request, if any (Strapi's admin authentication sets ctx.state.user). */
export function requestActor(strapi: Core.Strapi): Actor {
  const user = strapi.requestContext.get()?.state?.user as { id?: number; firstname?: string | null; lastname?: string | null; email?: string } | undefined;
  return actorOf(user);
}

export function actorOf(user: { id?: number; firstname?: string | null; lastname?: string | null; email?: string } | undefined | null): Actor {
  if (!user?.id) return { id: null, name: null };
  const name = [user.firstname, user.lastname].filter(Boolean).join(' ').trim() || user.email || null;
  return { id: user.id, name };
}

/** The attributes a snapshot holds: the draft pair and the page fields (the uuid never changes). */
export function snapshotFields(strapi: Core.Strapi, uid: PageUid): string[] {
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  return [...DRAFT_PAIR, ...scalars.filter((name) => name !== 'uuid'), ...relations];
}

/** Does a write's data touch what a snapshot holds? (The publish action's write of the published pair does not.) */
export const touchesSnapshot = (strapi: Core.Strapi, uid: PageUid, data: Row): boolean => snapshotFields(strapi, uid).some((name) => name in data);

/** The stored draft pair and page fields of a document locale, or null (joins the current transaction). */
export async function snapshotOf(
  strapi: Core.Strapi,
  uid: PageUid,
  documentId: string,
  locale: string | undefined,
): Promise<{ locale: string; snapshot: Snapshot } | null> {
  const { relations } = pageFieldsOf(strapi, uid);
  const populate: Row = populateFor(strapi, uid, DRAFT_PAIR) as Row;
  for (const name of relations) populate[name] = { fields: ['documentId'] };
  const row = (await strapi.documents(uid).findOne({ documentId, locale, populate } as never)) as Row | null;
  return row ? { locale: String(row.locale), snapshot: snapshotFromRow(strapi, uid, row) } : null;
}

/**
 * A snapshot of a document locale as read: its draft pair populated and its relations with their
 * documentIds (a snapshotOf read, or a reading of the page such as the publish action's).
 */
export function snapshotFromRow(strapi: Core.Strapi, uid: PageUid, row: Row): Snapshot {
  const attributes = attributesOf(strapi, uid);
  const { scalars, relations } = pageFieldsOf(strapi, uid);
  const fields: Row = {};
  for (const name of scalars) {
    if (name === 'uuid') continue;
    const value = row[name];
    fields[name] = value instanceof Date ? value.toISOString() : (value ?? null);
  }
  for (const name of relations) {
    const linked = row[name];
    fields[name] = Array.isArray(linked) ? linked.map((r) => String((r as Row).documentId)).sort() : linked ? String((linked as Row).documentId) : null;
  }
  return {
    draft: copyForWrite(strapi, attributes.draft!, row.draft) as Row[],
    draftSettings: copyForWrite(strapi, attributes.draftSettings!, row.draftSettings) as Row | null,
    fields,
  };
}

const where = (uid: PageUid, documentId: string, locale: string) => ({ content_type: pageTypeOf(uid), document_id: documentId, locale });

/**
 * Records the current state of a document locale as a version, in the current transaction, then
 * prunes its versions by the policy. A draft version equal to the newest version is not recorded
 * (a save that changed nothing the snapshot holds). `stored`: the locale as the caller read it in this
 * transaction, its draft pair and page fields unchanged since (the publish action's reading, which
 * its write of the published pair leaves as it was), so that it is not read again. Returns the new
 * version's id, or null.
 */
export async function recordVersion(
  strapi: Core.Strapi,
  uid: PageUid,
  target: { documentId: string; locale?: string },
  kind?: VersionKind,
  actor?: Actor,
  stored?: Row,
): Promise<number | null> {
  const given = context.getStore();
  const recordKind = kind ?? given?.kind ?? 'draft';
  const by = actor ?? given?.actor ?? requestActor(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    const current = stored
      ? { locale: String(stored.locale), snapshot: snapshotFromRow(strapi, uid, stored) }
      : await snapshotOf(strapi, uid, target.documentId, target.locale);
    if (!current) return null;
    const key = where(uid, target.documentId, current.locale);
    const snapshot = JSON.stringify(current.snapshot);
    if (recordKind === 'draft') {
      const newest = (await trx(VERSIONS)
        .where(key)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first('snapshot')) as { snapshot: string } | undefined;
      if (newest?.snapshot === snapshot) return null;
    }
    const now = Date.now();
    const [inserted] = (await trx(VERSIONS)
      .insert({
        ...key,
        kind: recordKind,
        snapshot,
        created_at: now,
        created_by_id: by.id,
        created_by_name: by.name,
        restored_from: recordKind === 'restore' ? (given?.restoredFrom ?? null) : null,
      })
      .returning('id')) as Array<{ id: number } | number>;
    await prune(trx, key, now);
    return typeof inserted === 'object' ? inserted.id : inserted;
  });
}

async function prune(trx: Knex.Transaction, key: Row, now: number): Promise<number> {
  const stamps = ((await trx(VERSIONS).where(key).select('id', 'kind', 'created_at')) as Row[]).map((r): VersionStamp => ({
    id: Number(r.id),
    kind: r.kind as VersionKind,
    createdAt: Number(r.created_at),
  }));
  const drop = versionsToPrune(stamps, now);
  if (drop.length) await trx(VERSIONS).whereIn('id', drop).delete();
  return drop.length;
}

const summaryOf = (row: Row): VersionSummary => ({
  id: Number(row.id),
  kind: row.kind as VersionKind,
  createdAt: new Date(Number(row.created_at)).toISOString(),
  createdBy: { id: row.created_by_id === null ? null : Number(row.created_by_id), name: (row.created_by_name as string | null) ?? null },
  restoredFrom: row.restored_from === null || row.restored_from === undefined ? null : Number(row.restored_from),
});

/** Removes the versions of a document's locales that no longer exist (after a delete, in its transaction). */
export async function dropVersionsOfDeleted(strapi: Core.Strapi, uid: PageUid, documentId: string): Promise<void> {
  await strapi.db.transaction(async ({ trx }) => {
    const locales = ((await strapi.db.query(uid).findMany({ where: { documentId }, select: ['locale'] })) as Row[]).map((r) => String(r.locale));
    await trx(VERSIONS)
      .where({ content_type: pageTypeOf(uid), document_id: documentId })
      .whereNotIn('locale', locales)
      .delete();
  });
}

/** The versions of a document locale, newest first (without their snapshots). */
export async function listVersions(strapi: Core.Strapi, uid: PageUid, documentId: string, locale: string): Promise<VersionSummary[]> {
  const rows = (await strapi.db
    .connection(VERSIONS)
    .where(where(uid, documentId, locale))
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .select('id', 'kind', 'created_at', 'created_by_id', 'created_by_name', 'restored_from')) as Row[];
  return rows.map(summaryOf);
}

/** One version of a document locale with its snapshot, or null (joins the current transaction: SQLite has one connection). */
export async function readVersion(strapi: Core.Strapi, uid: PageUid, documentId: string, locale: string, id: number): Promise<Version | null> {
  const row = (await strapi.db.transaction(({ trx }) =>
    trx(VERSIONS)
      .where({ ...where(uid, documentId, locale), id })
      .first(),
  )) as Row | undefined;
  return row ? { ...summaryOf(row), snapshot: JSON.parse(String(row.snapshot)) as Snapshot } : null;
}

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
