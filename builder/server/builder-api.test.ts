import { describe, expect, it } from 'vitest';
import { previewUrl } from './builder-api.mjs';

const env = { webUrl: 'http://localhost:3000', secret: 's3cret' };

describe('previewUrl', () => {
  it('mints the site preview URL with the secret from the environment', () => {
    const minted = previewUrl(new URLSearchParams({ type: 'landing-page', slug: 'spring-sale', locale: 'es-US' }), env);
    expect(minted).toEqual({ url: 'http://localhost:3000/preview/landing-page/es-US/spring-sale?secret=s3cret' });
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
