import type { Core } from '@strapi/strapi';
import { randomUUID } from 'node:crypto';
import { sanitizeWriteData } from '../sanitising/sanitize-document';
import { refreshDocuments, rebuildEntries } from '../newsroom/read-model';
import { notifySite, type ChangeNotice } from '../revalidate/notify';
import { guardPublishedPair } from '../publishing/published-pair';
import { attributesOf, populateFor } from '../content/schema';
import { withDerived, isPageUid, pageTypeOf, PUBLISHED_PAIR, type PageUid } from 'contract/rules';
import { ensureUuids } from '../content/uuids';
import { publicChanges, publicState, type PublicChange, type PublicLocale } from '../content/public-state';
import { lockWrites } from '../content/write-locks';
import type { createNewsroomQueries } from '../newsroom/query';
import { dropVersionsOfDeleted, recordVersion, touchesSnapshot } from '../history/versions';

const newsroom = (strapi: Core.Strapi) => strapi.service('api::newsroom.newsroom') as unknown as ReturnType<typeof createNewsroomQueries>;

const ARTICLE = 'api::article.article';
const TAXONOMY = new Set(['api::category.category', 'api::industry.industry']);
const WRITES = new Set(['create', 'update', 'clone']);

type Data = Record<string, unknown>;
type Params = { data?: Data; documentId?: string; locale?: string };

/** The writes this middleware takes part in: page writes and deletes, taxonomy changes. */
function isHookedWrite(uid: string, action: string): boolean {
  if (isPageUid(uid)) return WRITES.has(action) || action === 'delete';
  return TAXONOMY.has(uid) && (action === 'update' || action === 'delete');
}

const EVENTS: Record<PublicChange['transition'], ChangeNotice['event']> = {
  published: 'entry.publish',
  unpublished: 'entry.unpublish',
  changed: 'entry.update',
};

/** What the site is told of a page's public changes: one notice per locale, and one for a slug it left. */
function noticesFor(uid: PageUid, action: string, documentId: string, changes: PublicChange[]): ChangeNotice[] {
  const model = pageTypeOf(uid);
  return changes.flatMap((change) => {
    const event = action === 'delete' ? 'entry.delete' : action === 'update' ? EVENTS[change.transition] : 'entry.create';
    const notice: ChangeNotice = { event, model, entry: { documentId, slug: change.slug, locale: change.locale } };
    return change.previousSlug ? [notice, { ...notice, entry: { ...notice.entry, slug: change.previousSlug } }] : [notice];
  });
}

/**
 * One document-service middleware for every write path (admin, content-manager API used by the
 * builder, REST, the publish action, seeds): sanitise HTML and refuse dangerous URLs before the
 * write, keep the published pair to the publish action, derive the derived attributes (the
 * article's title), give new pages a uuid, and keep the newsroom read model in step. The write and
 * everything derived from it (uuids, newsroom entries, the read model's version) commit in one
 * transaction, so a crash at any moment leaves them equal;
 * what leaves the transaction (the site's revalidation notice, this instance's cache invalidation)
 * waits for the commit, and happens only when what the public sees changed: a draft save of a page
 * tells nobody and leaves the newsroom's version and caches alone.
 */
export function registerWriteHooks(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const { uid, action } = context;
    if (!isHookedWrite(uid, action)) return next();
    const params = context.params as Params;
    // Strapi's own document-service transaction (and every query it makes) joins this one.
    return strapi.db.transaction(async ({ trx, onCommit }) => {
      await lockWrites(strapi, trx, uid, action === 'create' || !params.documentId ? [] : [params.documentId]);
      if (!isPageUid(uid)) {
        // A category's or an industry's name shows on every page that links it: the site drops all.
        const result = await next();
        await rebuildEntries(strapi);
        const notice: ChangeNotice = {
          event: action === 'delete' ? 'entry.delete' : 'entry.update',
          model: uid.split('.')[1],
          entry: { documentId: params.documentId },
        };
        onCommit(() => {
          notifySite(strapi, notice);
          newsroom(strapi).invalidate();
        });
        return result;
      }
      let pairWritten = false;
      if (WRITES.has(action) && params.data) {
        const stored = () =>
          strapi.documents(uid).findOne({
            documentId: params.documentId!,
            locale: params.locale,
            populate: populateFor(strapi, uid, PUBLISHED_PAIR),
          } as never) as Promise<Data | null>;
        params.data = await guardPublishedPair(strapi, uid, params.data, action === 'create' || !params.documentId ? async () => null : stored);
        pairWritten = PUBLISHED_PAIR.some((field) => field in params.data!);
        params.data = withDerived(attributesOf(strapi, uid), sanitizeWriteData(strapi, uid, params.data));
        if (action === 'create' && !params.data.uuid) params.data.uuid = randomUUID();
      }
      // A create or clone makes a new document: nothing of it was public before.
      const before = action === 'update' || action === 'delete' ? await publicState(strapi, uid, params.documentId!) : new Map<string, PublicLocale>();
      const result = await next();
      const written = result as { documentId?: string; locale?: string } | null;
      const documentId = written?.documentId ?? params.documentId;
      if (!documentId) return result;
      if (WRITES.has(action)) await ensureUuids(strapi, uid, documentId);
      // The version history: a write of the draft pair or a page field is recorded with it (not the publish action's own write).
      if (WRITES.has(action) && params.data && touchesSnapshot(strapi, uid, params.data))
        await recordVersion(strapi, uid, { documentId, locale: written?.locale ?? params.locale });
      if (action === 'delete') await dropVersionsOfDeleted(strapi, uid, documentId);
      const after = await publicState(strapi, uid, documentId);
      const changes = publicChanges(before, after, pairWritten ? (written?.locale ?? params.locale ?? null) : null);
      // Last: the read model's version row stays locked from its bump until the commit.
      const newsroomChanged = uid === ARTICLE ? await refreshDocuments(strapi, [documentId]) : false;
      const notices = noticesFor(uid, action, documentId, changes);
      onCommit(() => {
        for (const notice of notices) notifySite(strapi, notice);
        if (newsroomChanged) newsroom(strapi).invalidate();
      });
      return result;
    });
  });
}
