import { beforeEach, describe, expect, it, vi } from 'vitest';

const addresses = vi.hoisted(() => new Map<string, { slug: string; locale: string }>());
vi.mock('../../../../cms-client/cms', () => ({
  getLandingPageAddress: vi.fn(async (id: string, locale: string) => addresses.get(`${id} ${locale}`) ?? null),
}));

import { GET } from './route';

const get = (query: string) => GET(new Request(`http://site.test/Public/LandingPage/View${query}`));

beforeEach(() => {
  addresses.clear();
  addresses.set('k3xq9v2m8w1r7t5y4u6i0o2p es-US', { slug: 'prueba-gratuita', locale: 'es-US' });
});

describe('/Public/LandingPage/View', () => {
  it("takes the visitor to a page's public address by slug, in its locale (en-US by default)", async () => {
    const spanish = await get('?slug=prueba-gratuita&locale=es-US');
    expect(spanish.status).toBe(307);
    expect(spanish.headers.get('location')).toBe('/es-US/prueba-gratuita');
    expect((await get('?slug=free-trial')).headers.get('location')).toBe('/en-US/free-trial');
  });

  it('by id, where the CMS says the published page is; 404 when it has none', async () => {
    const found = await get('?id=k3xq9v2m8w1r7t5y4u6i0o2p&locale=es-US');
    expect(found.status).toBe(307);
    expect(found.headers.get('location')).toBe('/es-US/prueba-gratuita');
    const missing = await get('?id=k3xq9v2m8w1r7t5y4u6i0o2p');
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.message).toBe('No published landing page with id "k3xq9v2m8w1r7t5y4u6i0o2p" in en-US');
  });

  it('a 400 names a missing, doubled, bad or unknown parameter', async () => {
    const message = async (query: string) => {
      const response = await get(query);
      expect(response.status, query).toBe(400);
      return (await response.json()).error.message;
    };
    expect(await message('')).toBe('slug or id is required');
    expect(await message('?slug=a&id=b')).toBe('give slug or id, not both');
    expect(await message('?slug=Not%20A%20Slug')).toBe('slug "Not A Slug" is not a slug (lower-case words joined by hyphens)');
    expect(await message('?id=../../etc')).toBe('id "../../etc" is not a document id (letters and digits)');
    expect(await message('?slug=a&locale=fr-FR')).toBe('locale "fr-FR" is not a locale of the site (use en-US or es-US)');
    expect(await message('?slug=a&page=2')).toBe('Unknown parameter "page": use slug or id, and locale');
  });
});
