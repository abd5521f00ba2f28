import { each, first, isPlainObject, type AttributeLookup, type Problem, type Value, type Where } from './query-checks/shape';
import { checkWhere } from './query-checks/filters';
import { checkFields, checkSort } from './query-checks/sort-and-fields';
import { checkPopulate } from './query-checks/populate';

export type { AttributeInfo, AttributeLookup } from './query-checks/shape';

/**
 * The shape of Strapi's REST query parameters (filters, sort, fields, populate, pagination, _q), as
 * its REST API documentation describes them. Strapi's own validation (`strictParams`) checks names
 * against the schema but lets some shapes and values through that its database layer then rejects
 * with a 500: `filters[]=x` (an array of strings), `filters[$contains]=x` (an operator with no field),
 * `sort=../../etc/passwd` (a path with empty segments), `_q[]=x` (not a string), `filters[id][$gt]=abc`
 * (not a number), `filters[id][$contains]=1` (a text operator on a number), `filters[id][$between]=1`
 * (not a pair). This refuses those first, with a message naming the parameter; Strapi then checks the
 * names and permissions as before.
 */

const PAGINATION_KEYS = new Set(['page', 'pageSize', 'start', 'limit', 'withCount']);

function checkPagination(value: Value, at: string): Problem {
  if (!isPlainObject(value)) return `${at} must be an object, e.g. ${at}[page]=1`;
  return each(Object.entries(value), ([key, child]) => {
    if (!PAGINATION_KEYS.has(key)) return `${at}: "${key}" is not a pagination option (${[...PAGINATION_KEYS].join(', ')})`;
    return typeof child === 'string' ? null : `${at}[${key}] must be a single value`;
  });
}

const SINGLE_VALUE_PARAMS = ['_q', 'locale', 'status', 'publicationFilter', 'hasPublishedVersion'];

/**
 * The first problem in the shape of a Strapi REST query, or null. With `model` (the content type of
 * the route and how to look up fields), values are checked against the fields' types as well, and with
 * `model.strict` every name must be one of its fields.
 */
export function contentQueryProblem(query: Record<string, Value>, model?: { uid: string; lookup: AttributeLookup; strict?: boolean }): Problem {
  const where: Where = model ?? { lookup: () => undefined };
  const names = where.strict ? where : undefined;
  return first(
    () => ('filters' in query ? checkWhere(query.filters, 'filters', where) : null),
    () => ('sort' in query ? checkSort(query.sort, 'sort', names) : null),
    () => ('fields' in query ? checkFields(query.fields, 'fields', names) : null),
    () => ('populate' in query ? checkPopulate(query.populate, 'populate', where) : null),
    () => ('pagination' in query ? checkPagination(query.pagination, 'pagination') : null),
    () => each(SINGLE_VALUE_PARAMS, (name) => (name in query && typeof query[name] !== 'string' ? `${name} must be given once, as a single value` : null)),
  );
}
