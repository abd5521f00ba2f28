import { pageTypeOf, type PageUid } from 'contract/rules';
import { publicChanges, publicStateOf, type PublicChange } from '../../content/public-state';
import { notifySite, type ChangeNotice } from '../../revalidate/notify';
import { dropNewsroomCaches } from '../newsroom-caches';
import type { PageAction, PageStep } from '../page-write-state';

const EVENTS: Record<PublicChange['transition'], ChangeNotice['event']> = {
  published: 'entry.publish',
  unpublished: 'entry.unpublish',
  changed: 'entry.update',
};

/** What the site is told of a page's public changes: one notice per locale, and one for a slug it left. */
function noticesFor(uid: PageUid, action: PageAction, documentId: string, changes: PublicChange[]): ChangeNotice[] {
  const model = pageTypeOf(uid);
  return changes.flatMap((change) => {
    const event = action === 'delete' ? 'entry.delete' : action === 'update' ? EVENTS[change.transition] : 'entry.create';
    const notice: ChangeNotice = { event, model, entry: { documentId, slug: change.slug, locale: change.locale } };
    return change.previousSlug ? [notice, { ...notice, entry: { ...notice.entry, slug: change.previousSlug } }] : [notice];
  });
}

/**
 * After the commit, and only when what the public sees changed: the site is told (revalidate/notify.ts)
 * and this instance's newsroom caches are dropped when the newsroom's data changed. A draft save of a
 * page tells nobody.
 */
export const tellSite: PageStep = ({ strapi, uid, action, before, after, pairWritten, written, newsroomChanged, onCommit }) => {
  const changes = publicChanges(publicStateOf(strapi, uid, before), publicStateOf(strapi, uid, after), pairWritten ? (written!.locale ?? null) : null);
  const notices = noticesFor(uid, action, written!.documentId, changes);
  onCommit(() => {
    for (const notice of notices) notifySite(strapi, notice);
    if (newsroomChanged) dropNewsroomCaches(strapi);
  });
};
