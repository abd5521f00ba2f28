import type { Core } from '@strapi/strapi';
import type { Knex } from 'knex';
import { pageTypeOf, type PageUid } from 'contract/rules';
import { COALESCE_DRAFTS_FOR, versionsToPrune, type VersionStamp } from './policy';
import type { Actor, Snapshot, Version, VersionKind, VersionSummary } from 'contract/wire';
import { recording, requestActor } from './actor';
import { snapshotFromRow, snapshotOf } from './snapshot';

export type { Actor, Snapshot, Version, VersionSummary } from 'contract/wire';
export { actorOf, recordingAs, requestActor } from './actor';
export { snapshotFields, snapshotFromRow, snapshotOf, touchesSnapshot } from './snapshot';

/**
 * The version history of articles and landing pages: one row per recorded state of a document
 * locale's draft pair (its draft blocks, its draft settings and its page fields), written in the same
 * transaction as the change it records. Saved drafts are recorded by the document-service middleware
 * (writes/page-steps/record-history.ts) and thinned by the policy in ./policy.ts; a publish records a publish
 * version (publishing/publish.ts); a restore writes the version back as the draft and records itself
 * (restore.ts). Who and what kind: actor.ts; what a version holds: snapshot.ts.
 */
/** Made and changed by numbered migrations (migrations/0001-page-versions.ts). */
export const VERSIONS = 'page_versions';

type Row = Record<string, unknown>;

const where = (uid: PageUid, documentId: string, locale: string) => ({ content_type: pageTypeOf(uid), document_id: documentId, locale });

/**
 * Records the current state of a document locale as a version, in the current transaction, then
 * prunes its versions by the policy. A draft version equal to the newest version is not recorded
 * (a save that changed nothing the snapshot holds), and one the same editor saves within
 * COALESCE_DRAFTS_FOR of their newest draft version updates that version. `stored`: the locale as the caller read it in this
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
  const given = recording.getStore();
  const recordKind = kind ?? given?.kind ?? 'draft';
  const by = actor ?? given?.actor ?? requestActor(strapi);
  return strapi.db.transaction(async ({ trx }) => {
    const current = stored
      ? { locale: String(stored.locale), snapshot: snapshotFromRow(strapi, uid, stored) }
      : await snapshotOf(strapi, uid, target.documentId, target.locale);
    if (!current) return null;
    const key = where(uid, target.documentId, current.locale);
    const snapshot = JSON.stringify(current.snapshot);
    const now = Date.now();
    if (recordKind === 'draft') {
      const newest = (await trx(VERSIONS)
        .where(key)
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .first('id', 'kind', 'snapshot', 'created_at', 'created_by_id')) as
        { id: number; kind: string; snapshot: string; created_at: number | string; created_by_id: number | null } | undefined;
      if (newest?.snapshot === snapshot) return null;
      // The same editor still at it: their newest draft version takes this state (policy.ts).
      if (
        newest &&
        newest.kind === 'draft' &&
        by.id !== null &&
        Number(newest.created_by_id) === by.id &&
        now - Number(newest.created_at) < COALESCE_DRAFTS_FOR
      ) {
        await trx(VERSIONS).where({ id: newest.id }).update({ snapshot, created_by_name: by.name });
        await prune(trx, key, now);
        return Number(newest.id);
      }
    }
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
