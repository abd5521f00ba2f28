/**
 * The live preview's capability: the preview page, once it has checked PREVIEW_SECRET, hands its
 * client island a token naming this page (type, locale, slug) and an expiry, signed with a key derived
 * from PREVIEW_SECRET. The render action checks it again on the server, so only a preview page opened
 * with the right secret can have drafts rendered. The token is not the secret and cannot be turned
 * into it; it opens nothing but rendering a posted draft of that one page.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOKEN_LIFETIME_MS = 12 * 60 * 60 * 1000;

export interface LivePreviewTarget {
  type: string;
  locale: string;
  slug: string;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('live-preview-token/v1').digest();
const signature = (secret: string, target: LivePreviewTarget, expires: number) =>
  createHmac('sha256', keyOf(secret)).update(`${target.type}\n${target.locale}\n${target.slug}\n${expires}`).digest('base64url');

export function signLivePreviewToken(secret: string, target: LivePreviewTarget, now = Date.now()): string {
  const expires = now + TOKEN_LIFETIME_MS;
  return `${expires}.${signature(secret, target, expires)}`;
}

/** null when the token is valid for this page now, or the reason it is not. */
export function livePreviewTokenProblem(secret: string | undefined, token: unknown, target: LivePreviewTarget, now = Date.now()): string | null {
  if (!secret) return 'the site has no PREVIEW_SECRET: preview is off';
  if (typeof token !== 'string') return 'missing live-preview token';
  const match = /^(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return 'malformed live-preview token';
  const expires = Number(match[1]);
  const given = Buffer.from(match[2]);
  const expected = Buffer.from(signature(secret, target, expires));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'live-preview token does not match this page';
  if (expires < now) return 'live-preview token expired: reload the preview';
  return null;
}
