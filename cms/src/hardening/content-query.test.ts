import { describe, expect, it } from 'vitest';
import qs from 'qs';
import { contentQueryProblem } from './content-query';

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
