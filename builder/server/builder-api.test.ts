import { describe, expect, it } from 'vitest';
import { previewTokenProblem } from 'contract/preview/token';
import { previewUrl } from './builder-api.mjs';

const env = { webUrl: 'http://localhost:3000', secret: 's3cret' };

describe('previewUrl', () => {
  it('mints the site preview URL with a frame token for that page, never the secret', () => {
    const minted = previewUrl(new URLSearchParams({ type: 'landing-page', slug: 'spring-sale', locale: 'es-US' }), env);
    if (!('url' in minted)) throw new Error(minted.problem);
    const url = new URL(minted.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://localhost:3000/preview/landing-page/es-US/spring-sale');
    expect([...url.searchParams.keys()]).toEqual(['token']);
    expect(minted.url).not.toContain('s3cret');
    const token = url.searchParams.get('token');
    expect(previewTokenProblem('s3cret', 'frame', token, { type: 'landing-page', locale: 'es-US', slug: 'spring-sale' })).toBeNull();
    expect(previewTokenProblem('s3cret', 'frame', token, { type: 'landing-page', locale: 'es-US', slug: 'other-page' })).toMatch(/does not match/);
  });
  it.each([
    [{ type: 'user', slug: 'a', locale: 'en-US' }, 'type'],
    [{ type: 'article', slug: '../x', locale: 'en-US' }, 'slug'],
    [{ type: 'article', slug: 'a', locale: 'english' }, 'locale'],
  ])('refuses bad input %j', (query, field) => {
    const minted = previewUrl(new URLSearchParams(query), env);
    expect('problem' in minted && minted.problem).toMatch(field);
  });
});
