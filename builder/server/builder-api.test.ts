import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { previewTokenProblem } from 'contract/preview/token';
import { builderApi, previewUrl } from './builder-api.mjs';

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

describe('GET /builder-api/preview-url', () => {
  /** A CMS whose content manager answers by token: the page is in the list only for a role that may read it. */
  const asked: string[] = [];
  let cms: http.Server;
  let builder: http.Server;
  let base = '';
  beforeAll(async () => {
    cms = http.createServer((req, res) => {
      asked.push(req.url ?? '');
      const token = req.headers.authorization;
      const status = token === 'Bearer expired' ? 401 : token === 'Bearer no-articles' ? 403 : 200;
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify(
          status === 200 ? { results: token === 'Bearer owner' ? [{ documentId: 'd1', slug: 'spring-sale' }] : [], pagination: {} } : { error: {} },
        ),
      );
    });
    builder = http.createServer((req, res) => void builderApi(req, res));
    for (const server of [cms, builder]) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('CMS_URL', `http://127.0.0.1:${(cms.address() as AddressInfo).port}`);
    vi.stubEnv('PREVIEW_SECRET', 's3cret');
    base = `http://127.0.0.1:${(builder.address() as AddressInfo).port}/builder-api/preview-url?type=article&slug=spring-sale&locale=en-US`;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    for (const server of [cms, builder]) server.close();
  });
  const ask = (token?: string) => fetch(base, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it("mints a URL only for a page the editor's role may read, asking the content manager with the editor's own token", async () => {
    const owner = await ask('owner');
    expect(owner.status).toBe(200);
    expect(((await owner.json()) as { data: { url: string } }).data.url).toContain('/preview/article/en-US/spring-sale?token=');
    const query = new URL(asked.at(-1)!, 'http://cms');
    expect(query.pathname).toBe('/content-manager/collection-types/api::article.article');
    expect(query.searchParams.get('filters[slug][$eq]')).toBe('spring-sale');
    expect(query.searchParams.get('locale')).toBe('en-US');
  });

  it.each([
    [undefined, 401, 'Sign in'],
    ['expired', 401, 'Sign in'],
    ['no-articles', 403, 'may not read articles'],
    ['someone-else', 404, 'No saved article you may read'],
  ])('refuses token %s with %i', async (token, status, message) => {
    const answer = await ask(token);
    expect(answer.status).toBe(status);
    const body = (await answer.json()) as { data: unknown; error: { message: string } };
    expect(body.data).toBeNull();
    expect(body.error.message).toContain(message);
  });
});

describe('GET /builder-api/gallery-url', () => {
  let builder: http.Server;
  let base = '';
  beforeAll(async () => {
    builder = http.createServer((req, res) => void builderApi(req, res));
    await new Promise<void>((resolve) => builder.listen(0, '127.0.0.1', resolve));
    vi.stubEnv('WEB_URL', 'http://site.test');
    base = `http://127.0.0.1:${(builder.address() as AddressInfo).port}/builder-api/gallery-url`;
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    builder.close();
  });

  it("gives a signed-in editor the site's gallery in each mode, for the locale asked", async () => {
    const answer = await fetch(`${base}?locale=es-US`, { headers: { authorization: 'Bearer editor' } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      data: { light: 'http://site.test/preview/gallery/es-US?mode=light', dark: 'http://site.test/preview/gallery/es-US?mode=dark' },
    });
  });

  it('refuses without a session (401) and a locale that is not one (400)', async () => {
    expect((await fetch(`${base}?locale=en-US`)).status).toBe(401);
    const bad = await fetch(`${base}?locale=../x`, { headers: { authorization: 'Bearer editor' } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe('locale must look like en-US');
  });
});
