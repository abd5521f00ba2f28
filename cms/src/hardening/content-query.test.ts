import { describe, expect, it } from 'vitest';
import qs from 'qs';
import { contentQueryProblem, type AttributeInfo } from './content-query';

/** Parsed the way Strapi's query middleware parses (strapi::query defaults). */
const parse = (query: string) => qs.parse(query, { strictNullHandling: true, arrayLimit: 100, depth: 20 }) as Record<string, unknown>;

describe('contentQueryProblem', () => {
  it.each([
    ['filters[]=x', 'filters must be an object of field conditions, e.g. filters[name][$eq]=value'],
    ['filters=x', 'filters must be an object of field conditions, e.g. filters[name][$eq]=value'],
    ['filters[$contains]=x', 'filters[$contains]: "$contains" is not a logical operator here; put a field before it, e.g. filters[name][$contains]'],
    ['filters[$or]=x', 'filters[$or] must be a list of conditions, e.g. filters[$or][0][name][$eq]=value'],
    ['filters[$or][0]=x', 'filters[$or][0] must be an object of field conditions, e.g. filters[$or][0][name][$eq]=value'],
    ['filters[key][$eq][]=a', 'filters[key][$eq] must be a single value'],
    ['filters[key][$in][x][y]=a', 'filters[key][$in] must be a value or a list of values'],
    ['filters[key][$nope]=a', 'filters[key][$nope]: "$nope" is not a filter operator'],
    ['filters[../x]=a', 'filters: "../x" is not a field name'],
    ['sort=../../etc/passwd', 'sort: "../../etc/passwd" is not a field (a name, or names joined by ".")'],
    ['sort=name:sideways', 'sort: "name:sideways" may only end in :asc or :desc'],
    ['sort[name]=up', 'sort[name] must be asc or desc'],
    ['sort[0][0]=x', 'sort[0] must be a field or an object'],
    ['_q[]={}', '_q must be given once, as a single value'],
    ['locale[]=en', 'locale must be given once, as a single value'],
    ['fields[0][x]=1', 'fields must be a field name or a list of field names'],
    ['fields=a,,b', 'fields: "" is not a field name'],
    ['populate[articles][nope]=1', 'populate[articles]: "nope" is not a populate option (fields, populate, filters, sort, on, count)'],
    ['populate[articles]=yes', 'populate[articles] must be true, false, "*" or an object'],
    ['populate=..', 'populate: ".." is not a relation (a name, or names joined by ".")'],
    ['pagination=1', 'pagination must be an object, e.g. pagination[page]=1'],
    ['pagination[page][]=1', 'pagination[page] must be a single value'],
    ['pagination[offset]=1', 'pagination: "offset" is not a pagination option (page, pageSize, start, limit, withCount)'],
  ])('refuses %s', (query, problem) => {
    expect(contentQueryProblem(parse(query))).toBe(problem);
  });

  it.each([
    '',
    'filters[key][$eq]=company_news',
    'filters[key]=events',
    'filters[key][$in][0]=a&filters[key][$in][1]=b',
    'filters[$or][0][key][$eq]=a&filters[$or][1][name][$containsi]=b',
    'filters[$not][key][$eq]=a',
    'filters[articles][slug][$eq]=launch',
    'filters[key][$null]',
    'sort=name:asc,key:DESC',
    'sort[0]=name&sort[1]=key:desc',
    'sort[name]=asc',
    'fields[0]=name&fields[1]=key',
    'fields=name,key',
    'populate=*',
    'populate=articles,articles.categories',
    'populate[articles][fields][0]=slug&populate[articles][filters][slug][$eq]=x&populate[articles][sort]=slug:asc',
    'pagination[page]=2&pagination[pageSize]=10&pagination[withCount]=false',
    '_q=news&locale=en-US&status=published',
    'unknownParam=1',
  ])('lets %s through (to Strapi, which checks the names)', (query) => {
    expect(contentQueryProblem(parse(query))).toBeNull();
  });
});

describe("contentQueryProblem with the route's content type", () => {
  const schema: Record<string, Record<string, AttributeInfo>> = {
    'api::category.category': {
      name: { type: 'string' },
      createdAt: { type: 'datetime' },
      articles: { type: 'relation', target: 'api::article.article' },
      meta: { type: 'json' },
    },
    'api::article.article': {
      slug: { type: 'uid' },
      settings: { type: 'component', component: 'shared.settings' },
      views: { type: 'biginteger' },
      score: { type: 'float' },
    },
    'shared.settings': { isFeatured: { type: 'boolean' } },
  };
  const model = { uid: 'api::category.category', lookup: (uid: string, name: string) => schema[uid]?.[name] };
  const problem = (query: string) => contentQueryProblem(parse(query), model);

  it.each([
    ['filters[id][$gt]=abc', 'filters[id][$gt]: "abc" is not a whole number in range'],
    ['filters[id][$eq]=1e309', 'filters[id][$eq]: "1e309" is not a whole number in range'],
    ['filters[id][$eq]=2147483648', 'filters[id][$eq]: "2147483648" is not a whole number in range'],
    ['filters[id][$in][0]=1&filters[id][$in][1]=x', 'filters[id][$in][1]: "x" is not a whole number in range'],
    ['filters[id][$contains]=1', 'filters[id][$contains]: $contains compares text, and this field is a number (use $containsi, or $eq, $lt, $gt…)'],
    [
      'filters[createdAt][$startsWith]=2026',
      'filters[createdAt][$startsWith]: $startsWith compares text, and this field is a datetime (use $startsWithi, or $eq, $lt, $gt…)',
    ],
    ['filters[id][$between]=1', 'filters[id][$between] must be two values, e.g. filters[id][$between][0]=1&filters[id][$between][1]=9'],
    ['filters[name][$jsonSupersetOf]=x', 'filters[name][$jsonSupersetOf]: "$jsonSupersetOf" is not a filter operator'],
    ['filters[name][id]=1', 'filters[name]: a string field has no fields of its own ("id"); use an operator, e.g. filters[name][$eq]'],
    ['filters[id][$or][0][name]=x', 'filters[id][$or]: $or groups conditions on fields, and an integer field has none; put $or before the field'],
    ['filters[meta][$eq]=x', 'filters[meta]: json fields cannot be filtered'],
    ['filters[articles][views][$lt]=1.5', 'filters[articles][views][$lt]: "1.5" is not a whole number in range'],
    ['filters[articles][score][$lt]=1e999', 'filters[articles][score][$lt]: "1e999" is not a number'],
    ['filters[articles][settings][isFeatured][$eq]=maybe', 'filters[articles][settings][isFeatured][$eq]: "maybe" is not true or false'],
    ['populate[articles][filters][views][$gt]=x', 'populate[articles][filters][views][$gt]: "x" is not a whole number in range'],
  ])('refuses %s', (query, expected) => {
    expect(problem(query)).toBe(expected);
  });

  it.each([
    'filters[id][$gt]=1&filters[id][$lt]=-2147483648',
    'filters[id][$between][0]=1&filters[id][$between][1]=9',
    'filters[name][$contains]=news&filters[createdAt][$containsi]=2026',
    'filters[articles][slug][$startsWith]=launch&filters[articles][score][$gte]=-1.5e3',
    'filters[articles][settings][isFeatured]=true',
    'filters[articles][$or][0][slug][$eq]=a',
    'filters[unknown][anything][$eq]=x',
    'filters[id][$null]=true',
  ])('lets %s through', (query) => {
    expect(problem(query)).toBeNull();
  });
});

describe('contentQueryProblem, strict: every name must be a field of the model (the admin routes)', () => {
  const schema: Record<string, Record<string, AttributeInfo>> = {
    'plugin::upload.file': {
      name: { type: 'string' },
      createdAt: { type: 'datetime' },
      folder: { type: 'relation', target: 'plugin::upload.folder' },
    },
    'plugin::upload.folder': { name: { type: 'string' }, path: { type: 'string' } },
  };
  const model = { uid: 'plugin::upload.file', lookup: (uid: string, name: string) => schema[uid]?.[name], strict: true };
  const problem = (query: string) => contentQueryProblem(parse(query), model);

  it.each([
    ['fields[0]=articles', 'fields: "articles" is not a field of plugin::upload.file'],
    ['fields[2]=folder', 'fields: "folder" is a relation of plugin::upload.file, not a plain field: ask for it with populate'],
    ['sort=draft:asc', 'sort: "draft" is not a field of plugin::upload.file'],
    ['sort[draft]=asc', 'sort: "draft" is not a field of plugin::upload.file'],
    ['sort=folder.nope:desc', 'sort: "nope" is not a field of plugin::upload.folder'],
    ['filters[key][$eq]=x', 'filters: "key" is not a field of plugin::upload.file'],
    ['filters[folder][nope][$eq]=x', 'filters[folder]: "nope" is not a field of plugin::upload.folder'],
    ['populate[slug][populate]=*', 'populate: "slug" is not a field of plugin::upload.file'],
    ['populate=articles', 'populate: "articles" is not a field of plugin::upload.file'],
    ['populate[folder][fields][0]=nope', 'populate[folder][fields]: "nope" is not a field of plugin::upload.folder'],
    ['filters[createdAt][$in][0]=%5C', 'filters[createdAt][$in][0]: "\\" is not a date and time (e.g. 2026-01-31T12:00:00Z) or a timestamp'],
    ['filters[createdAt][$gt]=2026-13-45', 'filters[createdAt][$gt]: "2026-13-45" is not a date and time (e.g. 2026-01-31T12:00:00Z) or a timestamp'],
  ])('refuses %s', (query, expected) => {
    expect(problem(query)).toBe(expected);
  });

  it.each([
    'fields[0]=name&fields[1]=id&fields[2]=documentId',
    'sort=name:ASC,createdAt:desc',
    'sort=folder.path:asc',
    'filters[$and][0][folder][id][$eq]=1',
    'filters[folder][path][$eq]=/1',
    'populate=folder',
    'filters[createdAt][$gt]=2026-01-31&filters[createdAt][$lt]=2026-01-31T12:00:00.000Z',
    'filters[createdAt][$lte]=1767225600000',
    'filters[createdAt][$containsi]=2026-0',
    // The media library's own filter by type.
    'filters[$and][0][name][$contains][0]=image&filters[$and][0][name][$contains][1]=video',
    'filters[$and][0][name][$not][$contains][0]=image&filters[$and][0][name][$not][$contains][1]=video',
  ])('lets %s through', (query) => {
    expect(problem(query)).toBeNull();
  });

  it('not strict (the content API, where Strapi checks names itself): unknown names are left to Strapi', () => {
    expect(contentQueryProblem(parse('sort=draft:asc&fields[0]=articles'), { ...model, strict: false })).toBeNull();
  });
});
