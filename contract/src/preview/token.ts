/**
 * Preview tokens: the one rule for who may see a draft on the site, used by every party that mints
 * or checks one (the builder's server, the site, and the CMS's own preview button).
 *
 * A token names one page (type, locale, slug), one purpose and an expiry, signed with an HMAC whose
 * key is derived from PREVIEW_SECRET and the purpose. It is not the secret and cannot be turned into
 * it, and it opens nothing but that page for that purpose until it expires; the raw secret never
 * leaves the servers.
 * - `frame`: the builder's server mints it for a signed-in editor and puts it in the preview frame's
 *   URL (`/preview/{type}/{locale}/{slug}?token=`). Short-lived: the builder mints a new one for
 *   each load of the frame.
 * - `live`: the preview page, once it has checked a frame token, hands it to its client island so
 *   that the builder's unsaved draft of that page can be rendered for as long as the editor works.
 * `previewPageUrl` is the draft preview's address with a fresh frame token: what the builder's
 * server and the CMS's preview (Strapi's Preview button) open.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type PreviewPurpose = 'frame' | 'live';

/** The page a token opens. */
export interface PreviewTarget {
  type: string;
  locale: string;
  slug: string;
}

/** How long a token of each purpose is valid. */
export const PREVIEW_TOKEN_LIFETIME_MS: Record<PreviewPurpose, number> = { frame: 15 * 60 * 1000, live: 12 * 60 * 60 * 1000 };

const TOKEN = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/;

const keyOf = (secret: string, purpose: PreviewPurpose) => createHmac('sha256', secret).update(`preview-token/v1/${purpose}`).digest();

const signature = (secret: string, purpose: PreviewPurpose, target: PreviewTarget, expires: number) =>
  createHmac('sha256', keyOf(secret, purpose)).update(`${target.type}\n${target.locale}\n${target.slug}\n${expires}`).digest('base64url');

/** A token that lets its bearer preview `target` for `purpose` until it expires. */
export function signPreviewToken(secret: string, purpose: PreviewPurpose, target: PreviewTarget, now = Date.now()): string {
  if (!secret) throw new Error('signPreviewToken: no PREVIEW_SECRET');
  const expires = now + PREVIEW_TOKEN_LIFETIME_MS[purpose];
  return `${expires}.${signature(secret, purpose, target, expires)}`;
}

/** null when `token` lets its bearer preview `target` for `purpose` now, or the reason it does not. */
export function previewTokenProblem(
  secret: string | undefined,
  purpose: PreviewPurpose,
  token: unknown,
  target: PreviewTarget,
  now = Date.now(),
): string | null {
  if (!secret) return 'the site has no PREVIEW_SECRET: preview is off';
  if (typeof token !== 'string' || !token) return `missing ${purpose} preview token`;
  const match = TOKEN.exec(token);
  if (!match) return `malformed ${purpose} preview token`;
  const expires = Number(match[1]);
  const given = Buffer.from(match[2]!);
  const expected = Buffer.from(signature(secret, purpose, target, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return `${purpose} preview token does not match this page`;
  if (expires < now) return `${purpose} preview token expired: reopen the preview`;
  return null;
}

/**
 * The site's draft preview of one page, `/preview/{type}/{locale}/{slug}?token=`, with a frame token
 * for it (valid PREVIEW_TOKEN_LIFETIME_MS.frame). `siteUrl` is the site's public URL (WEB_URL), `secret` PREVIEW_SECRET.
 */
export function previewPageUrl(siteUrl: string, secret: string, target: PreviewTarget, now = Date.now()): string {
  const url = new URL(`/preview/${encodeURIComponent(target.type)}/${encodeURIComponent(target.locale)}/${encodeURIComponent(target.slug)}`, siteUrl);
  url.searchParams.set('token', signPreviewToken(secret, 'frame', target, now));
  return url.toString();
}
