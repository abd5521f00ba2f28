import { describe, expect, it } from 'vitest';
import { PREVIEW_TOKEN_LIFETIME_MS, previewPageUrl, previewTokenProblem, signPreviewToken } from './token.js';

const page = { type: 'landing-page', locale: 'en-US', slug: 'spring' };
const now = Date.UTC(2026, 10, 21, 10);

describe('preview tokens', () => {
  it.each(['frame', 'live'] as const)('a %s token is accepted for the page it was signed for, until it expires', (purpose) => {
    const token = signPreviewToken('s3cret', purpose, page, now);
    expect(token).not.toContain('s3cret');
    expect(previewTokenProblem('s3cret', purpose, token, page, now + 1000)).toBeNull();
    expect(previewTokenProblem('s3cret', purpose, token, page, now + PREVIEW_TOKEN_LIFETIME_MS[purpose] + 1)).toMatch(/expired/);
  });

  it('a frame token is short-lived, a live token lasts a working day', () => {
    expect(PREVIEW_TOKEN_LIFETIME_MS.frame).toBeLessThanOrEqual(15 * 60 * 1000);
    expect(PREVIEW_TOKEN_LIFETIME_MS.live).toBe(12 * 60 * 60 * 1000);
  });

  it('is refused for another page, another purpose, another secret, a changed expiry, or garbage', () => {
    const token = signPreviewToken('s3cret', 'frame', page, now);
    expect(previewTokenProblem('s3cret', 'frame', token, { ...page, slug: 'other' }, now)).toMatch(/does not match/);
    expect(previewTokenProblem('s3cret', 'frame', token, { ...page, locale: 'es-US' }, now)).toMatch(/does not match/);
    expect(previewTokenProblem('s3cret', 'frame', token, { ...page, type: 'article' }, now)).toMatch(/does not match/);
    expect(previewTokenProblem('s3cret', 'live', token, page, now)).toMatch(/does not match/);
    expect(previewTokenProblem('other', 'frame', token, page, now)).toMatch(/does not match/);
    const [expires, signature] = token.split('.');
    expect(previewTokenProblem('s3cret', 'frame', `${Number(expires) + 1}.${signature}`, page, now)).toMatch(/does not match/);
    expect(previewTokenProblem('s3cret', 'frame', 'x.y', page, now)).toMatch(/malformed/);
    expect(previewTokenProblem('s3cret', 'frame', `${'1'.repeat(10_000)}.x`, page, now)).toMatch(/malformed/);
    expect(previewTokenProblem('s3cret', 'frame', undefined, page, now)).toMatch(/missing/);
    expect(previewTokenProblem('s3cret', 'frame', 's3cret', page, now)).toMatch(/malformed/); // the raw secret opens nothing
    expect(previewTokenProblem(undefined, 'frame', token, page, now)).toMatch(/PREVIEW_SECRET/);
  });

  it('makes the draft preview’s address of a page with a frame token for it, never the secret', () => {
    const url = new URL(previewPageUrl('https://www.example.com', 's3cret', page, now));
    expect(url.origin + url.pathname).toBe('https://www.example.com/preview/landing-page/en-US/spring');
    expect(url.href).not.toContain('s3cret');
    expect(previewTokenProblem('s3cret', 'frame', url.searchParams.get('token'), page, now + 1000)).toBeNull();
  });
});
