import { gzipSync, deflateSync, brotliCompressSync } from 'node:zlib';
import { Random, Deep, toJson, type FuzzRequest } from 'testing/fuzz';

/** What the fuzz content (fuzz/content.ts) creates, so that some requests reach deep into handlers. */
export const FUZZ_CONTENT = { eventKey: 'fuzz-event', articleSlug: 'fuzz-article', landingSlug: 'fuzz-landing', previewSecret: 'fuzz-preview-secret' };

type BodyShape =
  | 'newsletter'
  | 'rsvp'
  | 'auth'
  | 'admin'
  | 'register'
  | 'reset'
  | 'renew'
  | 'profile'
  | 'content'
  | 'schedule'
  | 'live'
  | 'liveChange'
  | 'liveSync'
  | 'upload'
  | 'any';

interface Route {
  method: string;
  path: string;
  body?: BodyShape;
  /** Sent with the fuzz administrator's token (most of the time: sometimes a broken one or none). */
  token?: true;
}

/** What a run knows of the target: the administrator's token and the ids of the fuzz content. */
export interface FuzzContext {
  adminToken: string;
  articleDocumentId: string;
  landingDocumentId: string;
}

/**
 * The public routes (README "Public API"), what else answers without a token (plugins, Strapi's admin
 * sign-in, registration and password routes), and the admin API with a super admin's token: Strapi's
 * users, roles, content manager and media library, and our publishing routes. Left out: routes that
 * change the code (the content-type builder), sign the fuzz administrator out, or fetch URLs (the
 * media library's upload from URLs).
 */
const ROUTES: ReadonlyArray<readonly [number, Route]> = [
  [6, { method: 'POST', path: '/api/newsletter', body: 'newsletter' }],
  [6, { method: 'POST', path: '/api/rsvp/{key}', body: 'rsvp' }],
  [3, { method: 'GET', path: '/api/rsvp/{key}/count' }],
  [4, { method: 'GET', path: '/api/newsroom' }],
  [2, { method: 'GET', path: '/api/newsroom/featured' }],
  [4, { method: 'GET', path: '/api/search' }],
  [3, { method: 'GET', path: '/api/search/suggest' }],
  [3, { method: 'GET', path: '/api/articles/slug/{slug}' }],
  [3, { method: 'GET', path: '/api/landing-pages/slug/{slug}' }],
  [2, { method: 'GET', path: '/api/landing-pages/id/{doc}' }],
  [5, { method: 'GET', path: '/api/categories' }],
  [2, { method: 'GET', path: '/api/categories/{id}' }],
  [5, { method: 'GET', path: '/api/industries' }],
  [2, { method: 'GET', path: '/api/industries/{id}' }],
  [2, { method: 'GET', path: '/api/sitemap' }],
  [3, { method: 'GET', path: '/api/preview/{type}/{slug}' }],
  [1, { method: 'GET', path: '/api/articles' }],
  [1, { method: 'GET', path: '/api/landing-pages' }],
  [1, { method: 'POST', path: '/api/auth/local', body: 'auth' }],
  [1, { method: 'POST', path: '/api/auth/local/register', body: 'auth' }],
  [1, { method: 'POST', path: '/api/auth/forgot-password', body: 'auth' }],
  [1, { method: 'POST', path: '/api/auth/reset-password', body: 'auth' }],
  [1, { method: 'POST', path: '/api/auth/send-email-confirmation', body: 'auth' }],
  [1, { method: 'POST', path: '/api/auth/change-password', body: 'auth' }],
  [1, { method: 'GET', path: '/api/auth/email-confirmation' }],
  [1, { method: 'GET', path: '/api/connect/{provider}' }],
  [1, { method: 'GET', path: '/api/auth/{provider}/callback' }],
  [1, { method: 'GET', path: '/api/users' }],
  [1, { method: 'GET', path: '/api/users/me' }],
  [1, { method: 'GET', path: '/api/users-permissions/roles' }],
  [1, { method: 'POST', path: '/api/upload', body: 'any' }],
  [1, { method: 'GET', path: '/api/i18n/locales' }],
  [1, { method: 'POST', path: '/admin/login', body: 'admin' }],
  [1, { method: 'POST', path: '/upload', body: 'any' }],
  [1, { method: 'PUT', path: '/content-manager/collection-types/api::article.article/{id}', body: 'any' }],
  [1, { method: 'GET', path: '/{junk}' }],
  // Strapi's admin routes that answer without a token.
  [2, { method: 'POST', path: '/admin/forgot-password', body: 'admin' }],
  [2, { method: 'POST', path: '/admin/register-admin', body: 'register' }],
  [2, { method: 'POST', path: '/admin/register', body: 'register' }],
  [2, { method: 'POST', path: '/admin/reset-password', body: 'reset' }],
  [1, { method: 'POST', path: '/admin/renew-token', body: 'renew' }],
  [1, { method: 'POST', path: '/admin/access-token', body: 'renew' }],
  [1, { method: 'GET', path: '/admin/registration-info' }],
  [1, { method: 'GET', path: '/admin/init' }],
  [1, { method: 'GET', path: '/admin/project-type' }],
  // The admin API, with a token.
  [2, { method: 'GET', path: '/admin/users/me', token: true }],
  [2, { method: 'PUT', path: '/admin/users/me', body: 'profile', token: true }],
  [1, { method: 'GET', path: '/admin/users/me/permissions', token: true }],
  [2, { method: 'GET', path: '/admin/users', token: true }],
  [1, { method: 'GET', path: '/admin/users/{id}', token: true }],
  [1, { method: 'GET', path: '/admin/roles', token: true }],
  [1, { method: 'GET', path: '/admin/roles/{id}/permissions', token: true }],
  [1, { method: 'GET', path: '/admin/information', token: true }],
  [1, { method: 'GET', path: '/content-manager/init', token: true }],
  [4, { method: 'GET', path: '/content-manager/collection-types/{uid}', token: true }],
  [3, { method: 'GET', path: '/content-manager/collection-types/{uid}/{doc}', token: true }],
  [3, { method: 'POST', path: '/content-manager/collection-types/{uid}', body: 'content', token: true }],
  [3, { method: 'PUT', path: '/content-manager/collection-types/{uid}/{doc}', body: 'content', token: true }],
  [2, { method: 'POST', path: '/content-manager/collection-types/{uid}/{doc}/actions/{action}', body: 'content', token: true }],
  [1, { method: 'POST', path: '/content-manager/collection-types/{uid}/actions/{bulk}', body: 'any', token: true }],
  [1, { method: 'GET', path: '/content-manager/relations/{uid}/{field}', token: true }],
  [2, { method: 'GET', path: '/upload/files', token: true }],
  [1, { method: 'GET', path: '/upload/folders', token: true }],
  [1, { method: 'GET', path: '/upload/folder-structure', token: true }],
  [3, { method: 'POST', path: '/upload', body: 'upload', token: true }],
  [1, { method: 'GET', path: '/i18n/locales', token: true }],
  [2, { method: 'POST', path: '/publishing/pages/{type}/{doc}/publish', token: true }],
  [1, { method: 'POST', path: '/publishing/pages/{type}/{doc}/unpublish', token: true }],
  [2, { method: 'GET', path: '/publishing/pages/{type}/states', token: true }],
  [2, { method: 'GET', path: '/publishing/pages/{type}/{doc}/versions', token: true }],
  [1, { method: 'GET', path: '/publishing/pages/{type}/{doc}/versions/{id}', token: true }],
  [1, { method: 'POST', path: '/publishing/pages/{type}/{doc}/versions/{id}/restore', token: true }],
  [2, { method: 'POST', path: '/publishing/pages/{type}/{doc}/schedule', body: 'schedule', token: true }],
  [1, { method: 'GET', path: '/publishing/schedules', token: true }],
  [1, { method: 'DELETE', path: '/publishing/schedules/{id}', token: true }],
  [2, { method: 'GET', path: '/publishing/pages/{type}/{doc}/live', token: true }],
  [2, { method: 'POST', path: '/publishing/pages/{type}/{doc}/live', body: 'live', token: true }],
  [2, { method: 'POST', path: '/publishing/pages/{type}/{doc}/live/changes', body: 'liveChange', token: true }],
  [1, { method: 'POST', path: '/publishing/pages/{type}/{doc}/live/sync', body: 'liveSync', token: true }],
];

const UIDS = [
  'api::article.article',
  'api::landing-page.landing-page',
  'api::category.category',
  'api::industry.industry',
  'api::rsvp-event.rsvp-event',
  'api::newsletter-subscription.newsletter-subscription',
  'plugin::users-permissions.user',
  'admin::user',
  'api::nope.nope',
];
const CM_ACTIONS = ['publish', 'unpublish', 'discard', 'clone', 'countDraftRelations', 'nope'];
const CM_BULK_ACTIONS = ['bulkPublish', 'bulkUnpublish', 'bulkDelete', 'countManyEntriesDraftRelations', 'nope'];
const RELATION_FIELDS = ['categories', 'category', 'industries', 'articles', 'createdBy', 'localizations', 'nope'];

const ODD_METHODS = [
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'TRACE',
  'PROPFIND',
  'PROPPATCH',
  'MKCOL',
  'COPY',
  'MOVE',
  'LOCK',
  'UNLOCK',
  'SEARCH',
  'PURGE',
  'REPORT',
  'CONNECT',
  'FOO',
];

/** Path segments that are odd on their own: encodings, traversal, NUL, invalid UTF-8, huge. */
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
  '%F0%9F%98%80',
  'Not%20A%20Slug',
  '__proto__',
  'constructor',
  '%27%3B%20DROP%20TABLE%20articles%3B--',
  '%0d%0aSet-Cookie:%20x=1',
  '*',
  '~',
  '.',
  'null',
  'undefined',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
];

const KEYS = [
  'q',
  'q',
  'filters',
  'sort',
  'fields',
  'populate',
  'pagination',
  '_q',
  'locale',
  'status',
  'page',
  'pageSize',
  'category',
  'industry',
  'secret',
  'publicationFilter',
  'hasPublishedVersion',
  'publicationState',
  'start',
  'limit',
  'x',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'code',
  'provider',
  'confirmation',
];

const SUFFIXES = [
  '',
  '',
  '',
  '[]',
  '[0]',
  '[1]',
  '[$eq]',
  '[$contains]',
  '[$in][]',
  '[name]',
  '[key]',
  '[name][$eq]',
  '[key][$in][0]',
  '[$or][0][name]',
  '[$and][][key]',
  '[$not][key]',
  '[articles][slug][$eq]',
  '[populate]',
  '[populate][articles]',
  '[0][x]',
  '[__proto__]',
  '[constructor][prototype]',
  '[page]',
  '[pageSize]',
  '[withCount]',
  '[start]',
  '[limit]',
  '[',
  ']',
  '[]]',
  '[[]',
  '[key][$null]',
  '[id][$gt]',
  '[documentId]',
  '[createdAt][$between][]',
  '[name][$containsi]',
  '[$contains]',
  '[*]',
  '[.]',
];

const VALUES = [
  '',
  'x',
  '1',
  '-1',
  '0',
  '2',
  '100',
  '101',
  '1e309',
  '999999999999999999999',
  'NaN',
  'Infinity',
  '../../etc/passwd',
  '{}',
  '[]',
  '*',
  'name',
  'name:asc',
  'name:desc',
  'name:sideways',
  'id',
  'documentId',
  'key',
  'key:asc,name:desc',
  'articles',
  'articles.slug',
  '%00',
  'a%00',
  '%ED%A0%80',
  '%uD800',
  '%ZZ',
  '%',
  'en-US',
  'de-DE',
  'zz',
  'true',
  'false',
  'null',
  'events',
  'company_news',
  'product_updates',
  'LAND',
  'webinar',
  'draft',
  'published',
  '%F0%9F%98%80',
  '%0A',
  '%22',
  "'",
  'a,b,,c',
  ',',
  'fuzz-article',
  // Search text: phrases open and closed, quotes of every kind, words long and many, stop words alone, Spanish.
  'architect',
  'archit',
  '%22glass%20tower%22',
  '%22unclosed%20phrase',
  '%E2%80%9Carquitecto%E2%80%9D',
  '%C2%AB%C2%BB',
  'the%20of%20a',
  'edificios%20m%C3%A1s%20altos',
  'o%27brien%20e-mail',
  'a%20b%20c%20d%20e%20f%20g%20h%20i',
  'w'.repeat(65),
  '%22%22%22%22%22%22',
  '-%2B*%3A()',
  'fuzz-preview-secret',
  '$eq',
  '[object Object]',
  '2026-01-01',
  '2026-13-45T99:99:99Z',
];

function segment(r: Random, good: string[]): string {
  if (r.chance(0.6)) return r.pick(good);
  if (r.chance(0.1)) return 'a'.repeat(r.pick([300, 3000, 7000]));
  return r.pick(ODD_SEGMENTS);
}

function fillPath(r: Random, path: string, context: FuzzContext): string {
  let result = path
    .replace('{doc}', () => segment(r, [context.articleDocumentId, context.landingDocumentId, 'xj2k3l4m5n6o7p8q9r0s1t2u']))
    .replace('{uid}', () => segment(r, UIDS))
    .replace('{action}', () => segment(r, CM_ACTIONS))
    .replace('{bulk}', () => segment(r, CM_BULK_ACTIONS))
    .replace('{field}', () => segment(r, RELATION_FIELDS))
    .replace('{key}', () => segment(r, [FUZZ_CONTENT.eventKey, 'missing-event', 'bad_key-1']))
    .replace('{slug}', () => segment(r, [FUZZ_CONTENT.articleSlug, FUZZ_CONTENT.landingSlug, 'missing', 'a']))
    .replace('{type}', () => segment(r, ['article', 'landing-page', 'page']))
    .replace('{id}', () => segment(r, ['1', '2', '999', 'abc', 'xj2k3l4m5n6o7p8q9r0s1t2u']))
    .replace('{provider}', () => segment(r, ['github', 'google', 'local', 'unknown']))
    .replace('{junk}', () => segment(r, ['api', 'admin', 'favicon.ico', 'uploads', 'robots.txt', '_health']));
  if (r.chance(0.04)) result += '/';
  if (r.chance(0.03)) result = result.replace('/api/', '/api//');
  if (r.chance(0.03)) result = result.toUpperCase();
  if (r.chance(0.03)) result += `/${segment(r, ['x', 'count', 'slug'])}`;
  return result;
}

function queryPart(r: Random): string {
  const key = r.chance(0.9) ? r.pick(KEYS) : `k${r.int(0, 9)}`;
  let suffix = r.pick(SUFFIXES);
  if (r.chance(0.03)) suffix = '[a]'.repeat(r.int(20, 40));
  let value = r.chance(0.05) ? 'v'.repeat(r.pick([1000, 6000])) : r.pick(VALUES);
  if (r.chance(0.02)) value = `${value}%00`;
  if (r.chance(0.05)) return `${key}${suffix}`; // a key without "="
  return `${key}${suffix}=${value}`;
}

// Strapi REST queries built from its grammar (fields, operators, values of every type), so that
// they get past the shape checks and reach Strapi's validation, its query builder and the database.
const FIELDS = [
  'id',
  'documentId',
  'name',
  'key',
  'label',
  'createdAt',
  'updatedAt',
  'publishedAt',
  'locale',
  'articles',
  'localizations',
  'createdBy',
  'slug',
  'uuid',
  'draft',
  'publishedSettings',
  'nope',
  '',
];
const NESTED_FIELDS = ['id', 'slug', 'name', 'key', 'pageTitle', 'isFeatured', 'datePublished', 'firstname', 'password', 'nope'];
const OPERATORS = [
  '$eq',
  '$eqi',
  '$ne',
  '$nei',
  '$lt',
  '$lte',
  '$gt',
  '$gte',
  '$in',
  '$notIn',
  '$contains',
  '$notContains',
  '$containsi',
  '$notContainsi',
  '$null',
  '$notNull',
  '$between',
  '$startsWith',
  '$startsWithi',
  '$endsWith',
  '$endsWithi',
  '$jsonSupersetOf',
  '$not',
  '$nope',
  '$and',
  '$or',
];
const TYPED_VALUES = [
  '1',
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '-2147483649',
  '99999999999999999999',
  '1.5',
  '-0',
  '1e3',
  '1e309',
  'abc',
  '',
  'true',
  'false',
  'maybe',
  '2026-01-01',
  '2026-01-01T00:00:00.000Z',
  '2026-13-45',
  '12:00',
  'company_news',
  'LAND',
  'x%25',
  '%5C',
  "'",
  'null',
];

function strapiQuery(r: Random): string {
  const value = () => r.pick(TYPED_VALUES);
  const condition = (prefix: string): string[] => {
    const field = r.pick(FIELDS);
    const path = r.chance(0.25) ? `${prefix}[${field}][${r.pick(NESTED_FIELDS)}]` : `${prefix}[${field}]`;
    if (r.chance(0.15)) return [`${path}=${value()}`];
    const operator = r.pick(OPERATORS);
    if (operator === '$and' || operator === '$or') return condition(`${path}[${operator}][${r.int(0, 1)}]`);
    if (operator === '$not') return [`${path}[$not][${r.pick(OPERATORS)}]=${value()}`];
    const count = r.weighted([
      [5, 0],
      [2, 1],
      [3, 2],
      [1, 3],
    ] as const);
    if (count === 0) return [`${path}[${operator}]=${value()}`];
    return Array.from({ length: count }, (_, i) => `${path}[${operator}][${i}]=${value()}`);
  };
  const parts: string[] = [];
  const n = r.int(1, 3);
  for (let i = 0; i < n; i += 1) {
    r.weighted<() => void>([
      [5, () => parts.push(...condition(r.chance(0.2) ? `filters[${r.pick(['$or', '$and'])}][${r.int(0, 2)}]` : r.chance(0.1) ? 'filters[$not]' : 'filters'))],
      [2, () => parts.push(`sort=${r.pick(FIELDS)}${r.pick(['', ':asc', ':desc', ':DESC', ':up'])}${r.chance(0.2) ? `,${r.pick(FIELDS)}` : ''}`)],
      [1, () => parts.push(`sort[${r.pick(FIELDS)}]=${r.pick(['asc', 'desc', 'x'])}`)],
      [2, () => parts.push(`fields[${r.int(0, 2)}]=${r.pick(FIELDS)}`)],
      [
        2,
        () =>
          parts.push(
            r.pick([
              'populate=*',
              `populate=${r.pick(FIELDS)}`,
              `populate[${r.pick(FIELDS)}]=${r.pick(['true', '*', 'x'])}`,
              `populate[${r.pick(FIELDS)}][populate]=*`,
              `populate[${r.pick(FIELDS)}][count]=true`,
            ]),
          ),
      ],
      [1, () => parts.push(...condition(`populate[${r.pick(FIELDS)}][filters]`))],
      [1, () => parts.push(`populate[${r.pick(FIELDS)}][fields][0]=${r.pick(FIELDS)}`, `populate[${r.pick(FIELDS)}][sort]=${r.pick(FIELDS)}:desc`)],
      [2, () => parts.push(`pagination[${r.pick(['page', 'pageSize', 'start', 'limit', 'withCount'])}]=${value()}`)],
      [1, () => parts.push(`${r.pick(['_q', 'locale', 'status', 'publicationFilter', 'hasPublishedVersion'])}=${value()}`)],
    ])();
  }
  return `?${parts.join('&')}`;
}

function query(r: Random, path: string): string {
  if (/^\/api\/(categories|industries|articles|landing-pages)(\/\{id\})?$/.test(path) && r.chance(0.6)) return strapiQuery(r);
  if (/^\/(content-manager\/(collection-types|relations)|upload\/files)/.test(path) && r.chance(0.6)) return strapiQuery(r);
  if (r.chance(0.4)) return '';
  if (r.chance(0.05)) return `?${r.pick(['&&&', '=', '=x', '&=&', '%', '%E0%A4%A', '?', '#', 'a=1&a=2&a[b]=3', 'a[b]=1&a=2'])}`;
  const parts = Array.from({ length: r.int(1, 5) }, () => queryPart(r));
  if (r.chance(0.02)) for (let i = 0; i < 150; i += 1) parts.push(`filters[$or][${i}][key]=x`);
  return `?${parts.join('&')}`;
}

// ---------------------------------------------------------------------------------------------
// Bodies

const LONE_SURROGATES = ['\ud800', '\udc00', 'a\udbffb', '\udfff\ud800'];

function nested(r: Random, depth: number, leaf: string | number | null): Deep {
  return new Deep(depth, leaf, r.chance(0.5));
}

/** A JSON value that is wrong in some way, or sometimes right. */
function oddValue(r: Random, good: unknown): unknown {
  return r.weighted<() => unknown>([
    [6, () => good],
    [2, () => `${String(good)}\u0000`],
    [2, () => r.pick(LONE_SURROGATES)],
    [1, () => `${String(good)}${r.pick(LONE_SURROGATES)}`],
    [2, () => nested(r, r.pick([3, 20, 200, 2000, 5000]), r.pick(['x', 1, null]))],
    [1, () => 'x'.repeat(r.pick([300, 3000, 20_000, 200_000]))],
    [1, () => r.pick([0, -1, 1.5, 1e308, -0, 2 ** 53 + 1, 1000, 1001])],
    [1, () => r.pick([true, false, null])],
    [1, () => r.pick<unknown>([{}, [], [good], { toString: 'x' }, { $gt: '' }])],
    [1, () => r.pick(['', ' ', '\n', '😀', 'é', '\u202e', '\ufeff'])],
  ])();
}

function jsonObject(r: Random, shape: BodyShape): Record<string, unknown> {
  const email = r.pick([
    'reader@example.com',
    `r${r.int(0, 50)}@example.com`,
    'Reader@Example.COM',
    ' a@example.com ',
    'a'.repeat(39) + '!',
    'not-an-email',
    '',
  ]);
  const session = r.pick(['0123456789abcdef01234567', 'x', '', 'A'.repeat(24)]);
  const block = {
    __component: r.pick(['blocks.hero-form-left', 'blocks.text', 'shared.button', 'x']),
    __key: r.pick(['k1', 'k2', '__proto__', '']),
    title: 'Fuzz',
  };
  const fields: Record<BodyShape, Record<string, unknown>> = {
    newsletter: { email, locale: 'en-US', pageUri: 'http://localhost:3000/en-US/newsroom', pageName: 'Newsroom' },
    rsvp: {
      email,
      status: r.pick(['confirmed', 'undecided', 'declined', 'maybe']),
      amount: r.int(0, 3),
      language: 'en',
      payload: { company: 'ACME', note: 'hi' },
    },
    auth: { identifier: email, email, username: 'fuzzer', password: 'Password123', code: 'x', passwordConfirmation: 'Password123' },
    admin: { email, password: 'Password123' },
    register: {
      registrationToken: r.pick(['x', 'a'.repeat(40), '']),
      userInfo: { firstname: 'Fuzz', lastname: 'Er', email, password: r.pick(['Password123', 'short', '']) },
    },
    reset: { resetPasswordToken: r.pick(['x', 'a'.repeat(40), '']), password: 'Password123' },
    renew: { token: r.pick(['x', 'eyJhbGciOiJIUzI1NiJ9.e30.x', '']) },
    // No password: a changed one would sign the fuzz administrator out.
    profile: { firstname: 'Fuzz', lastname: r.pick(['Admin', '', 'x'.repeat(300)]), username: r.pick(['fuzz', null]), preferedLanguage: r.pick(['en', 'xx']) },
    content: {
      name: r.pick(['Fuzz', 'Events']),
      key: r.pick(['fuzz_key', 'events', 'Bad Key']),
      slug: r.pick(['fuzz-new', FUZZ_CONTENT.articleSlug, 'Not A Slug']),
      title: 'Fuzz',
      email,
      locale: r.pick(['en-US', 'de-DE', 'zz']),
      draft: r.pick<unknown>([
        [{ __component: 'article.text', content: '<p>Fuzz <script>x</script></p>' }],
        [{ __component: 'blocks.buy-simple', title: 'Buy' }],
        { pageTitle: 'Fuzz' },
      ]),
      draftSettings: { articleTitle: 'Fuzz', seoTitle: 'Fuzz', datePublished: r.pick(['2026-01-01T00:00:00.000Z', 'x']) },
      categories: { connect: [{ id: r.int(0, 3) }], disconnect: [] },
    },
    schedule: {
      action: r.pick(['publish', 'unpublish', 'delete']),
      at: r.pick([new Date(Date.UTC(2030, 0, 1)).toISOString(), '2020-01-01T00:00:00Z', 'tomorrow', '']),
    },
    live: {
      session,
      selection: r.pick<unknown>([
        null,
        { index: r.int(0, 3), id: r.pick([null, 1]), component: r.pick(['blocks.hero', 'x']), field: r.pick([null, 'items.0.answer']) },
      ]),
    },
    liveChange: {
      session,
      seq: r.pick([1, 2, 0, 1.5]),
      ops: r.pick<unknown>([
        [{ op: 'set', in: 'block', key: 'k1', path: ['title'], value: 'Fuzz' }],
        [{ op: 'set', in: 'settings', path: r.pick([['seoTitle'], ['eventDates', 0, 'startDate'], ['nope']]), value: 'Fuzz' }],
        [{ op: 'set', in: 'page', path: r.pick([['title'], ['slug'], ['categories', 0]]), value: 'fuzz' }],
        [{ op: 'insert', key: block.__key, after: r.pick([null, 'k1']), block }],
        [
          { op: 'move', key: 'k1', after: null },
          { op: 'remove', key: 'k2' },
        ],
        [{ op: r.pick(['copy', 'set']), key: 'k1', path: ['__proto__', 'x'] }],
      ]),
    },
    liveSync: {
      session,
      to: r.pick(['0123456789abcdef01234568', session, 'x']),
      page: {
        blocks: r.pick<unknown>([[], [block], [block, block]]),
        settings: r.pick<unknown>([{}, { seoTitle: 'Fuzz', id: 1 }, { nope: 1 }]),
        page: r.pick<unknown>([{}, { title: 'Fuzz', slug: 'fuzz-landing' }]),
      },
    },
    upload: { fileInfo: { name: 'fuzz.png', alternativeText: 'Fuzz', caption: 'x', folder: r.pick([null, 1, 'x']) } },
    any: { data: { title: 'x' } },
  };
  const body: Record<string, unknown> = {};
  for (const [key, good] of Object.entries(fields[shape])) {
    if (r.chance(0.1)) continue;
    body[key] = r.chance(0.3) ? oddValue(r, good) : good;
  }
  if (r.chance(0.1)) body[r.pick(['__proto__', 'constructor', 'extra', 'a\u0000b', '\ud800', 'data', ''])] = oddValue(r, 'x');
  if (shape === 'rsvp' && r.chance(0.2) && body.payload && typeof body.payload === 'object') {
    (body.payload as Record<string, unknown>)[r.pick(['note', 'a\u0000', 'deep'])] = oddValue(r, 'x');
  }
  return body;
}

const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';

const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** A multipart body; `withFile` (the upload routes) adds a file part every time, most often a real PNG. */
function multipart(r: Random, fields: Record<string, unknown>, withFile = false): { body: Buffer; type: string; kind: string } {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${typeof value === 'string' ? value : toJson(value)}\r\n`),
  );
  if (withFile && r.chance(0.7)) {
    parts.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="fuzz.png"\r\nContent-Type: image/png\r\n\r\n`),
      PIXEL,
      Buffer.from('\r\n'),
    );
  } else if (withFile || r.chance(0.3)) {
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="${r.pick(['a.png', 'a.svg', '../../x', ''])}"\r\nContent-Type: ${r.pick(['image/png', 'text/plain', 'application/x-sh'])}\r\n\r\n${'A'.repeat(r.int(0, 4000))}\r\n`,
      ),
    );
  }
  if (r.chance(0.1))
    parts.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="t"\r\nContent-Transfer-Encoding: ${r.pick(['base64', 'quoted-printable', 'x-junk'])}\r\n\r\nQUJD\r\n`,
      ),
    );
  const complete = Buffer.concat([...parts, Buffer.from(`--${BOUNDARY}--\r\n`)]);
  return r.weighted<() => { body: Buffer; type: string; kind: string }>([
    [withFile ? 12 : 3, () => ({ body: complete, type: `multipart/form-data; boundary=${BOUNDARY}`, kind: 'multipart' })],
    [2, () => ({ body: complete, type: 'multipart/form-data', kind: 'multipart without boundary' })],
    [
      2,
      () => ({
        body: complete.subarray(0, r.int(1, complete.length - 1)),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        kind: 'multipart truncated',
      }),
    ],
    [1, () => ({ body: complete, type: 'multipart/form-data; boundary=otherBoundary', kind: 'multipart wrong boundary' })],
    [1, () => ({ body: complete, type: `multipart/form-data; boundary=${'b'.repeat(r.pick([1, 71, 500]))}`, kind: 'multipart odd boundary' })],
    [
      1,
      () => ({
        body: Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${BOUNDARY}--\r\n`),
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        kind: 'multipart nameless part',
      }),
    ],
  ])();
}

const INVALID_JSON = [
  '{"email":',
  '{',
  '}',
  'nul',
  'undefined',
  '{"a":1}}',
  '\ufeff{"email":"a@example.com"}',
  '"x"',
  '1',
  'null',
  '[]',
  '[1,2]',
  '',
  ' ',
  '{"a":"\\u00"}',
  '{"a":"\\ud800"}',
  "{'a':1}",
  '{"a":1,}',
];

interface Body {
  body?: Buffer;
  type?: string;
  kind: string;
}

function body(r: Random, shape: BodyShape): Body {
  const fields = jsonObject(r, shape);
  if (shape === 'upload' && r.chance(0.8)) return multipart(r, fields, true);
  return r.weighted<() => Body>([
    [12, () => ({ body: Buffer.from(toJson(fields)), type: 'application/json', kind: 'json' })],
    [3, () => ({ body: Buffer.from(r.pick(INVALID_JSON)), type: 'application/json', kind: 'invalid json' })],
    [1, () => ({ body: Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0xc3, 0x28, 0x7d]), type: 'application/json', kind: 'json not utf-8' })],
    [4, () => multipart(r, fields)],
    [
      2,
      () => ({
        body: Buffer.from(
          new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, typeof v === 'string' ? v : toJson(v)])).toString() +
            (r.chance(0.3) ? `&${'a[b]'.repeat(30)}=1` : ''),
        ),
        type: 'application/x-www-form-urlencoded',
        kind: 'form',
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.from('email=a@example.com'),
        type: r.pick(['text/plain', 'application/xml', 'application/octet-stream', 'text/html', 'image/png']),
        kind: 'other type',
      }),
    ],
    [1, () => ({ body: Buffer.from(toJson(fields)), kind: 'json without content type' })],
    [
      1,
      () => ({
        body: Buffer.alloc(r.int(1, 2000), r.int(0, 255)),
        type: r.pick(['application/json', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded']),
        kind: 'random bytes',
      }),
    ],
    [
      1,
      () => ({
        body: Buffer.from(toJson({ ...fields, pad: 'x'.repeat(r.pick([20_000, 1_200_000, 2_500_000])) })),
        type: 'application/json',
        kind: 'large json',
      }),
    ],
    [1, () => ({ body: Buffer.alloc(0), type: r.pick(['application/json', undefined]), kind: 'empty' })],
  ])();
}

const ODD_TYPES = [
  'application/json; charset=latin1',
  'application/json; charset=utf-16',
  'APPLICATION/JSON',
  'application/json;',
  'application/vnd.api+json',
  'application/csp-report',
  'multipart/form-data',
  'multipart/form-data; boundary=',
  'multipart/mixed; boundary=x',
  'text/plain',
  'application/x-www-form-urlencoded',
  ';;;',
  'x/y',
  'json',
  '*/*',
];

function encode(r: Random, request: { body?: Buffer; headers: Record<string, string>; bodyKind: string }): void {
  const encoding = r.pick(['gzip', 'deflate', 'br', 'identity', 'compress', 'gzip, br', 'x-unknown', 'GZIP']);
  request.headers['content-encoding'] = encoding;
  if (!request.body || !r.chance(0.5)) return;
  // Sometimes the body really is compressed that way.
  if (encoding === 'gzip') request.body = gzipSync(request.body);
  if (encoding === 'deflate') request.body = deflateSync(request.body);
  if (encoding === 'br') request.body = brotliCompressSync(request.body);
  request.bodyKind += ` (${encoding}-compressed)`;
}

/** Requests Node's HTTP client would refuse to send: broken request lines, headers and framing. */
const RAW_REQUESTS: ReadonlyArray<string> = [
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\nX-Nul: a\u0000b\r\n\r\n',
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n',
  'GET /api/newsroom HTTP/9.9\r\nHost: x\r\n\r\n',
  'GET /api/ne ws HTTP/1.1\r\nHost: x\r\n\r\n',
  'GET /api/newsroom HTTP/1.0\r\n\r\n',
  'GET /api/newsroom\r\n\r\n',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: gzip, chunked\r\n\r\n0\r\n\r\n',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Length: 1, 2\r\n\r\nab',
  'POST /api/newsletter HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 2\r\nContent-Length: 2\r\n\r\n{}',
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n',
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\nConnection: Upgrade, HTTP2-Settings\r\nUpgrade: h2c\r\nHTTP2-Settings: AAMAAABkAARAAAAAAAIAAAAA\r\n\r\n',
  'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  '\u0016\u0003\u0001\u0000\u00a5\u0001\u0000\u0000\u00a1\u0003\u0003',
  `GET /${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`,
  `GET /api/newsroom HTTP/1.1\r\nHost: x\r\n${'X-A: b\r\n'.repeat(3000)}\r\n`,
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\n\r\nGET /api/sitemap HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
  'GET /api/newsroom HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabcGARBAGE\r\n\r\n',
];

/** The request `index` of the run with this seed (the same every time). */
export function generateRequest(seed: number, index: number, context: FuzzContext): FuzzRequest {
  const r = new Random(seed, index);
  if (r.chance(0.02)) {
    const raw = r.pick(RAW_REQUESTS);
    return {
      index,
      method: raw.slice(0, raw.indexOf(' ')) || 'RAW',
      target: '(raw)',
      headers: {},
      chunked: false,
      bodyKind: `raw: ${JSON.stringify(raw.slice(0, 60))}`,
      raw: Buffer.from(raw, 'latin1'),
    };
  }
  const route = r.weighted(ROUTES);
  const method = r.chance(0.12) ? r.pick(ODD_METHODS) : route.method;
  let target = fillPath(r, route.path, context) + query(r, route.path);
  if (route.path === '/api/preview/{type}/{slug}' && r.chance(0.5)) target += `${target.includes('?') ? '&' : '?'}secret=${FUZZ_CONTENT.previewSecret}`;
  // Live editing needs the page's locale to reach past the parameter checks (the GET then opens a stream).
  if (route.path.includes('/live') && r.chance(0.6)) target += `${target.includes('?') ? '&' : '?'}locale=${r.pick(['en-US', 'en-US', 'es-US', 'zz'])}`;
  const headers: Record<string, string> = {};
  const request: FuzzRequest = { index, method, target, headers, chunked: false, bodyKind: 'none' };

  const sendsBody = route.body ? r.chance(0.95) : r.chance(0.08);
  if (sendsBody) {
    const made = body(r, route.body ?? 'any');
    request.body = made.body;
    request.bodyKind = made.kind;
    if (made.type) headers['content-type'] = made.type;
    if (r.chance(0.08)) headers['content-type'] = r.pick(ODD_TYPES);
    if (r.chance(0.08)) encode(r, request);
    if (r.chance(0.1)) request.chunked = true;
    if (r.chance(0.002)) {
      request.body = Buffer.concat([Buffer.from('{"email":"huge@example.com","pad":"'), Buffer.alloc(30 * 1024 * 1024, 'x'), Buffer.from('"}')]);
      request.bodyKind = 'huge json (30 MB)';
    }
  }
  if (route.token && r.chance(0.92)) headers.authorization = `Bearer ${context.adminToken}`;
  else if (r.chance(0.05))
    headers.authorization = r.pick(['Bearer x', 'Bearer eyJhbGciOiJub25lIn0.eyJpZCI6MX0.', 'Basic Zm9vOmJhcg==', 'Bearer ' + 'a'.repeat(2000), 'Bearer']);
  if (r.chance(0.03)) headers.cookie = r.pick(['koa.sess=junk', 'a=b; koa.sess.sig=x', '=;=;']);
  if (r.chance(0.03)) headers['x-forwarded-for'] = r.pick(['1.2.3.4', 'junk', '::1, 999.1.1.1']);
  if (r.chance(0.03)) headers.origin = r.pick(['http://localhost:3000', 'null', 'http://evil.example']);
  if (r.chance(0.03)) headers.accept = r.pick(['text/html', '*/*', 'application/json;q=0', 'x']);
  if (r.chance(0.02)) headers['x-newsletter-token'] = r.pick(['x', '']);
  if (r.chance(0.02)) headers.range = 'bytes=0-1';
  if (r.chance(0.02)) headers['strapi-response-format'] = 'v4';
  if (r.chance(0.02)) headers['strapi-encode-source-maps'] = 'true';
  if (r.chance(0.02)) headers.host = r.pick(['', 'evil.example', 'a'.repeat(300), '[::1]:99999', 'localhost:abc', 'localhost:1337']);
  if (r.chance(0.01)) headers.expect = r.pick(['100-continue', 'nope']);
  return request;
}
