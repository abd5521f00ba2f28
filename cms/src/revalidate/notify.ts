import type { Core } from '@strapi/strapi';

/** A change to what the public sees, named like Strapi's webhook events. */
export interface ChangeNotice {
  event: 'entry.create' | 'entry.update' | 'entry.delete' | 'entry.publish' | 'entry.unpublish';
  model: string;
  entry: { documentId?: string; slug?: string; locale?: string };
}

/** Notices that could not reach the site since the last one that did (one warning per outage, not one per notice). */
let undelivered = 0;

/**
 * Tells the public site what changed (POST WEB_REVALIDATE_URL, shaped like a Strapi webhook) so a
 * published change is live within seconds. Fire and forget: a site that is down must not fail
 * an editor's save; it is logged, once per outage (the first failure, then a count when the site answers
 * again: seeding on a first start, before the site is up, would otherwise log one line per page).
 * POST is not retried (the spec's retry policy); the site's own revalidation (300 s) catches up.
 */
export function notifySite(strapi: Core.Strapi, notice: ChangeNotice): void {
  const url = process.env.WEB_REVALIDATE_URL;
  if (!url) return;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), 5000);
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': process.env.REVALIDATE_SECRET ?? '' },
    body: JSON.stringify(notice),
    signal: controller.signal,
  })
    .then((res) => {
      if (undelivered) {
        strapi.log.info(`The site at ${url} answers again; ${undelivered} revalidation notice(s) did not reach it before (its own revalidation catches up)`);
        undelivered = 0;
      }
      if (!res.ok) strapi.log.warn(`Revalidation of ${notice.model} ${notice.entry.slug ?? notice.entry.documentId} failed: ${res.status} from ${url}`);
    })
    .catch((error: Error) => {
      undelivered += 1;
      if (undelivered === 1)
        strapi.log.warn(`Revalidation request to ${url} failed: ${error.message} (further failures are counted until the site answers again)`);
    })
    .finally(() => clearTimeout(timer));
}
