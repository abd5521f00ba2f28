import type { Core } from '@strapi/strapi';
import { previewPageUrl } from 'contract/preview/token';
import { isPageUid, pageTypeOf } from 'contract/rules';
import { readScope, type AdminAbility } from '../publishing/permission';

/**
 * Where the site is (WEB_URL, its public URL, as the builder's server reads it): Strapi's preview
 * opens the draft there, and the admin may frame its origin. A value that is not an http(s) URL stops
 * the CMS at start with a message naming it.
 */
export function siteUrlOf(env: Record<string, string | undefined> = process.env): URL {
  const raw = env.WEB_URL || 'http://localhost:3000';
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`WEB_URL: "${raw}" is not a URL (expected the site's address, e.g. https://www.example.com)`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`WEB_URL: "${raw}" must be http(s)`);
  return url;
}

interface PreviewParams {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/**
 * Strapi's preview handler (config/admin.ts `preview.config.handler`): the site's draft preview of an
 * article or landing page in the admin's locale, with a frame token for that one page
 * (web/preview-token, valid 15 minutes; the same the builder's server mints), never PREVIEW_SECRET.
 * Always the draft (draft + draftSettings), whatever Strapi's `status` says: Strapi's own draft &
 * publish is off for these types. No URL (Strapi hides its Preview panel) for other types, without
 * PREVIEW_SECRET, for a document or locale that does not exist, or for an admin whose role may not
 * read it (the type, then the role's conditions on the entry, in the query, as the content manager's
 * list applies them: Strapi's preview route checks only that an admin is signed in).
 */
export async function adminPreviewUrl(strapi: Core.Strapi, uid: string, { documentId, locale }: PreviewParams): Promise<string | null> {
  const secret = process.env.PREVIEW_SECRET;
  if (!isPageUid(uid) || !documentId || !secret) return null;
  const scope = await readScope(strapi, strapi.requestContext.get()?.state?.userAbility as AdminAbility | undefined, uid);
  if (!scope) return null;
  const document = (await strapi.documents(uid).findFirst({
    filters: { $and: [{ documentId }, scope.filters] },
    locale: locale ?? undefined,
    fields: ['slug', 'locale'],
  } as never)) as {
    slug?: string;
    locale?: string;
  } | null;
  if (!document?.slug || !document.locale) return null;
  return previewPageUrl(siteUrlOf().href, secret, { type: pageTypeOf(uid), locale: document.locale, slug: document.slug });
}
