import { Deep, Random, toJson, type FuzzRequest } from 'testing/fuzz';
import { SEEDED } from 'seeds';
import { E2E_SECRETS } from 'testing/site-e2e';

/**
 * Seeded junk for the site's own routes (pages, /api/newsletter, /api/revalidate, /api/calendar, /api/translation,
 * /uploads, Next's own endpoints), sent by e2e/fuzz.spec.ts through the CMS's fuzz
 * harness. Request i of a seed is the same every time.
 */

const LOCALES = ['en-US', 'es-US'];

/** Segments that are odd on their own: encodings, traversal, NUL, invalid UTF-8, huge. */
const ODD_SEGMENTS = [
  '%00',
  'a%00b',
  '%ZZ',
  '%',
  '%E0%A4%A',
  '%ED%A0%80',
  '%C0%AE%C0%AE',
  '..',
  '%2e%2e',
  '%2F',
  '%252F',
  '%5C',
  '%F0%9F%98%80',
  'Not%20A%20Slug',
  '__proto__',
  '%27%3B--',
  '%0d%0aSet-Cookie:%20x=1',
  '*',
  '~',
  '.',
  'null',
  '-1',
  '1e309',
  'a'.repeat(3000),
  'fr-FR',
  'EN-us',
  '_next',
  'api',
];

function segment(r: Random, good: readonly string[]): string {
  return r.chance(0.65) ? r.pick(good) : r.pick(ODD_SEGMENTS);
}

const VALUES = [
  // Search text: a word, a phrase left open, Spanish, stop words alone, too many words.
  'architect',
  '%22glass%20tower',
  'edificios%20m%C3%A1s',
  'the%20of',
  'a%20b%20c%20d%20e%20f%20g%20h%20i',
  '',
  'x',
  '1',
  '0',
  '-1',
  '2',
  '99999999999999999999',
  '1.5',
  'NaN',
  'events',
  'company_news',
  'events,company_news',
  'LAND',
  'nope',
  'free-trial',
  'k3xq9v2m8w1r7t5y4u6i0o2p',
  'en-US',
  'zz',
  '%00',
  'a%00',
  '%ED%A0%80',
  '%ZZ',
  '%',
  '%F0%9F%98%80',
  '%0A',
  "'",
  '<script>',
  '../../etc/passwd',
  'UTC',
  'Europe/Berlin',
  'Mars/Olympus',
  '2026-12-01',
  '2026-13-45',
  '10:00',
  '25:61',
  'CANCELLED',
  'v'.repeat(4000),
  '/en-US/newsroom',
  '/es-US/free-trial',
  '//evil.example',
  '/en-US/newsroom/a/b/c',
  '%2Fen-US%2Fnewsroom%3Fcategory%3Devents',
];
const KEYS = [
  'page',
  'pageSize',
  'category',
  'industry',
  'locale',
  'q',
  'secret',
  'name',
  'startDate',
  'startTime',
  'endDate',
  'endTime',
  'timeZone',
  'location',
  'status',
  'url',
  'w',
  'to',
  'from',
  'slug',
  'id',
  'q',
  'token',
  '_rsc',
  '__nextDataReq',
  'x',
  '__proto__',
];

function query(r: Random): string {
  if (r.chance(0.35)) return '';
  if (r.chance(0.05)) return `?${r.pick(['&&&', '=', '%', '%E0%A4%A', 'a[]=1&a[b]=2', 'page=1&page=2'])}`;
  const parts = Array.from({ length: r.int(1, 5) }, () => `${r.pick(KEYS)}${r.pick(['', '', '', '[]', '[0]', '[$eq]'])}=${r.pick(VALUES)}`);
  return `?${parts.join('&')}`;
}

type BodyShape = 'newsletter' | 'revalidate' | 'action' | 'none';

interface Route {
  method: string;
  path: () => string;
  body: BodyShape;
}

function routes(r: Random): ReadonlyArray<readonly [number, Route]> {
  const locale = () => segment(r, LOCALES);
  const article = () => segment(r, SEEDED.publishedArticleSlugs.concat(SEEDED.draftOnlyArticleSlugs, ['missing']));
  const landing = () => segment(r, SEEDED.publishedLandingPageSlugs.concat(['missing']));
  return [
    [3, { method: 'GET', path: () => '/', body: 'none' }],
    [2, { method: 'GET', path: () => `/${locale()}`, body: 'none' }],
    [5, { method: 'GET', path: () => `/${locale()}/newsroom`, body: 'none' }],
    [5, { method: 'GET', path: () => `/${locale()}/newsroom/${article()}`, body: 'none' }],
    [4, { method: 'GET', path: () => `/${locale()}/${landing()}`, body: 'none' }],
    [2, { method: 'GET', path: () => `/${locale()}/newsroom-index/${segment(r, ['1', '2', 'events', 'company_news'])}`, body: 'none' }],
    [2, { method: 'GET', path: () => `/${locale()}/newsroom/rss.xml`, body: 'none' }],
    [2, { method: 'GET', path: () => `/${locale()}/events.ics`, body: 'none' }],
    [1, { method: 'GET', path: () => '/search', body: 'none' }],
    [4, { method: 'GET', path: () => `/${locale()}/search`, body: 'none' }],
    [2, { method: 'GET', path: () => '/Public/LandingPage/View', body: 'none' }],
    [1, { method: 'GET', path: () => '/newsletter/thanks', body: 'none' }],
    [
      3,
      { method: 'GET', path: () => `/preview/${segment(r, ['article', 'landing-page'])}/${locale()}/${r.chance(0.5) ? article() : landing()}`, body: 'none' },
    ],
    [4, { method: 'GET', path: () => '/api/calendar', body: 'none' }],
    [3, { method: 'GET', path: () => '/api/translation', body: 'none' }],
    [3, { method: 'GET', path: () => '/api/search/suggest', body: 'none' }],
    [12, { method: 'POST', path: () => '/api/newsletter', body: 'newsletter' }],
    [4, { method: 'POST', path: () => '/api/revalidate', body: 'revalidate' }],
    [2, { method: 'GET', path: () => `/uploads/${segment(r, ['missing.jpg', 'x.png', 'a/b.jpg'])}`, body: 'none' }],
    [
      2,
      {
        method: 'GET',
        path: () =>
          r.pick([
            '/robots.txt',
            '/sitemap.xml',
            '/favicon.ico',
            `/_next/static/${segment(r, ['chunks', 'x.js'])}`,
            '/_next/image',
            `/_next/data/${segment(r, ['x'])}/index.json`,
          ]),
        body: 'none',
      },
    ],
    [2, { method: 'POST', path: () => r.pick([`/${locale()}/newsroom`, `/preview/article/en-US/${article()}`, '/']), body: 'action' }],
  ];
}

const ODD_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'MKCOL', 'CONNECT', 'FOO'];
const LONE_SURROGATES = ['\ud800', '\udc00', 'a\udbffb'];

function oddValue(r: Random, good: unknown): unknown {
  return r.weighted<() => unknown>([
    [6, () => good],
    [2, () => `${String(good)}\u0000`],
    [2, () => r.pick(LONE_SURROGATES)],
    [1, () => new Deep(r.pick([3, 50, 5000]), 'x', r.chance(0.5))],
    [1, () => 'x'.repeat(r.pick([300, 3000, 30_000]))],
    [1, () => r.pick([0, -1, 1.5, true, false, null, {}, [], [good]])],
    [1, () => r.pick(['', ' ', '😀', '\u202e', '\ufeff'])],
  ])();
}

function newsletterFields(r: Random): Record<string, unknown> {
  // Plain addresses, and near misses that made the spec's pattern backtrack for minutes (the rule is linear now).
  const email = r.pick([
    'reader@example.com',
    `fuzz${r.int(0, 30)}@example.com`,
    'Reader@Example.COM',
    ' a@example.com ',
    'not-an-email',
    'a@b',
    '',
    'a@example.comm',
    `${'a'.repeat(r.int(30, 10_000))}!`,
    `${'a.'.repeat(r.int(20, 5_000))}@b`,
    `a@${'b-'.repeat(r.int(20, 5_000))}.c`,
  ]);
  const fields: Record<string, unknown> = { email, locale: 'en-US', pageUri: 'http://localhost:3000/en-US/newsroom', pageName: 'Newsroom' };
  for (const key of Object.keys(fields)) if (r.chance(0.3)) fields[key] = oddValue(r, fields[key]);
  if (r.chance(0.1)) fields[r.pick(['__proto__', 'extra', 'a\u0000'])] = 'x';
  return fields;
}

function revalidateBody(r: Random): unknown {
  const good = {
    event: r.pick(['entry.publish', 'entry.update', 'entry.delete', 'nope']),
    model: r.pick(['article', 'landing-page', 'category', 'x']),
    entry: { slug: r.pick([...SEEDED.publishedArticleSlugs.slice(0, 2), 'x']), locale: r.pick(LOCALES) },
  };
  return r.chance(0.6) ? good : oddValue(r, good);
}

const BOUNDARY = 'fuzzSiteBoundary4b2c';

interface Body {
  body?: Buffer;
  type?: string;
  kind: string;
}

function body(r: Random, shape: BodyShape): Body {
  const fields = shape === 'revalidate' ? (revalidateBody(r) as Record<string, unknown>) : newsletterFields(r);
  const flat =
    fields && typeof fields === 'object' && !Array.isArray(fields) && !(fields instanceof Deep)
      ? Object.entries(fields)
      : [['x', String(fields)] as [string, unknown]];
  const text = (v: unknown) => (typeof v === 'string' ? v : toJson(v));
  const multipart = `${flat.map(([k, v]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${text(v)}\r\n`).join('')}--${BOUNDARY}--\r\n`;
  return r.weighted<() => Body>([
    [10, () => ({ body: Buffer.from(toJson(fields)), type: 'application/json', kind: 'json' })],
    [
      3,
      () => ({ body: Buffer.from(r.pick(['{"email":', '{', 'nul', '"x"', '[]', '', '{"a":1}}', '\ufeff{}'])), type: 'application/json', kind: 'invalid json' }),
    ],
    [
      5,
      () => ({
        body: Buffer.from(new URLSearchParams(flat.map(([k, v]) => [k, text(v)])).toString()),
        type: 'application/x-www-form-urlencoded',
        kind: 'form',
      }),
    ],
    [2, () => ({ body: Buffer.from(multipart), type: `multipart/form-data; boundary=${BOUNDARY}`, kind: 'multipart' })],
    [1, () => ({ body: Buffer.from(multipart), type: 'multipart/form-data', kind: 'multipart without boundary' })],
    [
      1,
      () => ({
        body: Buffer.from(multipart.slice(0, r.int(1, multipart.length - 1))),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        kind: 'multipart truncated',
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.from('email=a@example.com'),
        type: r.pick(['text/plain', 'application/xml', 'application/octet-stream', ';;;']),
        kind: 'other type',
      }),
    ],
    [1, () => ({ body: Buffer.from(toJson(fields)), kind: 'no content type' })],
    [
      1,
      () => ({
        body: Buffer.alloc(r.int(1, 2000), r.int(0, 255)),
        type: r.pick(['application/json', 'application/x-www-form-urlencoded']),
        kind: 'random bytes',
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.from(toJson({ email: 'big@example.com', pad: 'x'.repeat(r.pick([20_000, 1_500_000])) })),
        type: 'application/json',
        kind: 'large json',
      }),
    ],
  ])();
}

/** The request `index` of the run with this seed. */
export function generateSiteRequest(seed: number, index: number): FuzzRequest {
  const r = new Random(seed, index);
  const route = r.weighted(routes(r));
  const method = r.chance(0.1) ? r.pick(ODD_METHODS) : route.method;
  let target = route.path() + query(r);
  if (target.startsWith('/preview/') && r.chance(0.6)) target += `${target.includes('?') ? '&' : '?'}secret=${r.chance(0.7) ? E2E_SECRETS.preview : 'wrong'}`;
  const headers: Record<string, string> = {};
  const request: FuzzRequest = { index, method, target, headers, chunked: false, bodyKind: 'none' };
  if (route.body !== 'none' || r.chance(0.05)) {
    const made =
      route.body === 'action'
        ? {
            body: Buffer.from(r.pick(['[]', '["x"]', '{}', 'x'])),
            type: r.pick(['text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data']),
            kind: 'server action',
          }
        : body(r, route.body);
    request.body = made.body;
    request.bodyKind = made.kind;
    if (made.type) headers['content-type'] = made.type;
    if (r.chance(0.06)) headers['content-encoding'] = r.pick(['gzip', 'deflate', 'br', 'x-unknown']);
    if (r.chance(0.08)) request.chunked = true;
  }
  if (route.body === 'revalidate') {
    const secret = r.pick([E2E_SECRETS.revalidate, E2E_SECRETS.revalidate, 'wrong', '', 'x'.repeat(500)]);
    const inAuthorization = r.chance(0.5);
    if (inAuthorization) headers.authorization = r.pick([`Bearer ${secret}`, secret, 'Bearer']);
    else if (r.chance(0.5)) headers['x-revalidate-secret'] = secret;
  }
  if (route.body === 'action' || r.chance(0.02)) headers['next-action'] = r.pick(['x', '0'.repeat(40), '7f'.repeat(21), '']);
  if (r.chance(0.03)) headers['next-router-state-tree'] = r.pick(['x', '%5B%5D', '[', '%ZZ']);
  if (r.chance(0.03)) headers.rsc = '1';
  if (r.chance(0.03)) headers['next-router-prefetch'] = '1';
  if (r.chance(0.04)) headers.accept = r.pick(['text/html', 'image/avif,image/webp', 'text/x-component', '*/*;q=0', 'x']);
  if (r.chance(0.03)) headers['accept-encoding'] = r.pick(['gzip', 'br', 'identity;q=0', 'x']);
  if (r.chance(0.03)) headers.cookie = r.pick(['hubspotutk=x', '__prerender_bypass=x', 'NEXT_LOCALE=zz', '=;=;']);
  if (r.chance(0.03)) headers['if-none-match'] = r.pick(['"x"', '*', 'W/"abc"']);
  if (r.chance(0.02)) headers.range = 'bytes=0-1';
  if (r.chance(0.02)) headers['x-forwarded-host'] = r.pick(['evil.example', '']);
  if (r.chance(0.02)) headers.referer = r.pick(['javascript:alert(1)', 'http://evil.example/', '%00']);
  return request;
}
