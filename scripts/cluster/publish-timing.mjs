import { setTimeout as sleep } from 'node:timers/promises';
import { CMS, PORTS, SITE, url } from './topology.mjs';

const { SEEDED } = await import('seeds');
const { E2E_ADMIN } = await import('testing/site-e2e');

const heading = (html) => /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
const escaped = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');

async function json(target, init = {}) {
  const response = await fetch(target, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${target}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * (b) Publish through cms1 directly; time until both site instances, the site balancer (its micro-cache keeps a
 * page up to about 1 s) and the public API through the CMS balancer show the new title.
 */
export async function publishCheck() {
  const slug = SEEDED.draftAheadArticleSlugs[0];
  const articlePath = `/en-US/newsroom/${slug}`;
  /** The published title, as the public API answers through the CMS balancer (cached up to about 1 s) or at `base`. */
  const title = async (base = CMS) => {
    const { data } = await json(`${base}/api/articles/slug/${slug}?locale=en-US`);
    return data.publishedSettings.articleTitle || data.publishedSettings.pageTitle || slug;
  };
  const before = escaped(await title());
  const instances = [url(PORTS.web1), url(PORTS.web2), SITE];
  for (const instance of instances) {
    const h1 = heading(await (await fetch(`${instance}${articlePath}`)).text());
    if (h1 !== before) throw new Error(`${instance}${articlePath} shows ${h1}, expected ${before}`);
  }
  const cms1 = url(PORTS.cms1);
  const login = await json(`${cms1}/admin/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(E2E_ADMIN) });
  const auth = { authorization: `Bearer ${login.data.token}`, 'content-type': 'application/json' };
  const found = await json(`${cms1}/content-manager/collection-types/api::article.article?locale=en-US&filters[slug][$eq]=${slug}`, { headers: auth });
  const documentId = found.results[0].documentId;
  const published = Date.now();
  await json(`${cms1}/publishing/pages/article/${documentId}/publish?locale=en-US`, { method: 'POST', headers: auth });
  const acknowledged = Date.now() - published;
  const after = escaped(await title(cms1));
  if (after === before) throw new Error('the publish did not change the published title');
  const until = async (shows) => {
    while (Date.now() - published < 15_000) {
      if (await shows()) return Date.now() - published;
      await sleep(25);
    }
    return Infinity;
  };
  const delays = await Promise.all([
    ...instances.map((instance) => until(async () => heading(await (await fetch(`${instance}${articlePath}`)).text()) === after)),
    until(async () => escaped(await title()) === after),
  ]);
  return { slug, acknowledged, delays };
}
