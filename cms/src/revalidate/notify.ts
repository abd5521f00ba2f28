import type { Core } from '@strapi/strapi';

/** A change to what the public sees, named like Strapi's webhook events. */
export interface ChangeNotice {
  event: 'entry.create' | 'entry.update' | 'entry.delete' | 'entry.publish' | 'entry.unpublish';
  model: string;
  entry: { documentId?: string; slug?: string; locale?: string };
}

/**
 * Tells the public site what changed (POST WEB_REVALIDATE_URL, shaped like a Strapi webhook) so a
 * published change is live within seconds. Fire and forget: a site that is down must not fail
 * an editor's save; it is logged. POST is not retried (the spec's retry policy).
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
      if (!res.ok) strapi.log.warn(`Revalidation of ${notice.model} ${notice.entry.slug ?? notice.entry.documentId} failed: ${res.status} from ${url}`);
    })
    .catch((error: Error) => strapi.log.warn(`Revalidation request to ${url} failed: ${error.message}`))
    .finally(() => clearTimeout(timer));
}
