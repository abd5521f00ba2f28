import { describe, expect, it } from 'vitest';
import { livePreviewTokenProblem, signLivePreviewToken, TOKEN_LIFETIME_MS } from './token';

const page = { type: 'landing-page', locale: 'en-US', slug: 'spring' };
const now = Date.UTC(2026, 10, 21, 10);

describe('live-preview token', () => {
  it('is accepted for the page it was signed for, until it expires', () => {
    const token = signLivePreviewToken('s3cret', page, now);
    expect(token).not.toContain('s3cret');
    expect(livePreviewTokenProblem('s3cret', token, page, now + 1000)).toBeNull();
    expect(livePreviewTokenProblem('s3cret', token, page, now + TOKEN_LIFETIME_MS + 1)).toMatch(/expired/);
  });

  it('is refused for another page, another secret, a changed expiry, or garbage', () => {
    const token = signLivePreviewToken('s3cret', page, now);
    expect(livePreviewTokenProblem('s3cret', token, { ...page, slug: 'other' }, now)).toMatch(/does not match/);
    expect(livePreviewTokenProblem('s3cret', token, { ...page, locale: 'es-US' }, now)).toMatch(/does not match/);
    expect(livePreviewTokenProblem('other', token, page, now)).toMatch(/does not match/);
    const [expires, signature] = token.split('.');
    expect(livePreviewTokenProblem('s3cret', `${Number(expires) + 1}.${signature}`, page, now)).toMatch(/does not match/);
    expect(livePreviewTokenProblem('s3cret', 'x.y', page, now)).toMatch(/malformed/);
    expect(livePreviewTokenProblem('s3cret', undefined, page, now)).toMatch(/missing/);
    expect(livePreviewTokenProblem(undefined, token, page, now)).toMatch(/PREVIEW_SECRET/);
  });
});
