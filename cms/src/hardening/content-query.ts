import { isOperatorOfType } from '@strapi/utils';

/**
 * The shape of Strapi's REST query parameters (filters, sort, fields, populate, pagination, _q), as
 * its REST API documentation describes them. Strapi's own validation (`strictParams`) checks names
 * against the schema but lets some shapes through that its database layer then rejects with a 500:
 * `filters[]=x` (an array of strings), `filters[$contains]=x` (an operator with no field),
 * `sort=../../etc/passwd` (a path with empty segments), `_q[]=x` (not a string). This refuses those
 * shapes first, with a message naming the parameter; Strapi validates the names after it.
 */

type Problem = string | null;
type Value = unknown;

const isPlainObject = (value: Value): value is Record<string, Value> => value !== null && typeof value === 'object' && !Array.isArray(value);
const isText = (value: Value): value is string | null => value === null || typeof value === 'string';

/** A field name: letters, digits, "_" and "-", not starting with a digit or "-". One pass. */
function isName(text: string): boolean {
  if (!text) return false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    const digitOrDash = (c >= 48 && c <= 57) || c === 45;
    if (!letter && !(digitOrDash && i > 0)) return false;
  }
  return true;
}

const isPath = (text: string) => text.split('.').every(isName);

const first = (...problems: Array<() => Problem>): Problem => {
  for (const check of problems) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};

const each = <T>(items: T[], check: (item: T, index: number) => Problem): Problem => {
  for (let i = 0; i < items.length; i += 1) {
    const problem = check(items[i], i);
    if (problem) return problem;
  }
  return null;
};

// filters ------------------------------------------------------------------------------------

/** Where every key is a field name or $and / $or / $not (the root, and inside $and, $or, $not). */
function checkWhere(value: Value, at: string): Problem {
  if (!isPlainObject(value)) return `${at} must be an object of field conditions, e.g. ${at}[name][$eq]=value`;
  return each(Object.entries(value), ([key, child]) => {
    if (isOperatorOfType('group', key)) return checkGroup(child, `${at}[${key}]`);
    if (key === '$not') return checkWhere(child, `${at}[${key}]`);
    if (key.startsWith('$')) return `${at}[${key}]: "${key}" is not a logical operator here; put a field before it, e.g. ${at}[name][${key}]`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    return checkCondition(child, `${at}[${key}]`);
  });
}

function checkGroup(value: Value, at: string): Problem {
  if (!Array.isArray(value)) return `${at} must be a list of conditions, e.g. ${at}[0][name][$eq]=value`;
  return each(value, (item, i) => checkWhere(item, `${at}[${i}]`));
}

/** What follows a field: a value, or operators, or (for a relation or component) its own fields. */
function checkCondition(value: Value, at: string): Problem {
  if (isText(value)) return null;
  if (Array.isArray(value)) return each(value, (item, i) => (isText(item) ? null : `${at}[${i}] must be a single value`));
  if (!isPlainObject(value)) return `${at} must be a value or an object of operators`;
  return each(Object.entries(value), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (isOperatorOfType('group', key)) return checkGroup(child, here);
    if (key === '$not') return checkCondition(child, here);
    if (isOperatorOfType('where', key)) {
      if (isOperatorOfType('array', key)) {
        return isText(child) || (Array.isArray(child) && child.every(isText)) ? null : `${here} must be a value or a list of values`;
      }
      return isText(child) ? null : `${here} must be a single value`;
    }
    if (key.startsWith('$')) return `${here}: "${key}" is not a filter operator`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    return checkCondition(child, here);
  });
}

// sort, fields, populate, pagination ----------------------------------------------------------

function checkSortText(text: string, at: string): Problem {
  return each(text.split(','), (entry) => {
    const trimmed = entry.trim();
    if (!trimmed) return null;
    const [path, order, extra] = trimmed.split(':');
    if (!isPath(path.trim())) return `${at}: "${trimmed}" is not a field (a name, or names joined by ".")`;
    if (extra !== undefined || (order !== undefined && !['asc', 'desc'].includes(order.trim().toLowerCase()))) return `${at}: "${trimmed}" may only end in :asc or :desc`;
    return null;
  });
}

function checkSortObject(value: Record<string, Value>, at: string): Problem {
  return each(Object.entries(value), ([key, child]) => {
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    if (isPlainObject(child)) return checkSortObject(child, `${at}[${key}]`);
    if (typeof child === 'string' && ['asc', 'desc'].includes(child.toLowerCase())) return null;
    return `${at}[${key}] must be asc or desc`;
  });
}

function checkSort(value: Value, at: string): Problem {
  if (typeof value === 'string') return checkSortText(value, at);
  if (isPlainObject(value)) return checkSortObject(value, at);
  if (Array.isArray(value)) {
    return each(value, (item, i) => (typeof item === 'string' ? checkSortText(item, `${at}[${i}]`) : isPlainObject(item) ? checkSortObject(item, `${at}[${i}]`) : `${at}[${i}] must be a field or an object`));
  }
  return `${at} must be a field, a list of fields or an object`;
}

function checkFields(value: Value, at: string): Problem {
  const names = typeof value === 'string' ? value.split(',').map((name) => name.trim()) : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (!names) return `${at} must be a field name or a list of field names`;
  const wrong = names.find((name) => !isName(name));
  return wrong === undefined ? null : `${at}: "${wrong}" is not a field name`;
}

const POPULATE_KEYS = new Set(['fields', 'populate', 'filters', 'sort', 'on', 'count']);

function checkPopulateText(text: string, at: string): Problem {
  const wrong = text.split(',').map((p) => p.trim()).find((p) => p !== '*' && !isPath(p));
  return wrong === undefined ? null : `${at}: "${wrong}" is not a relation (a name, or names joined by ".")`;
}

function checkPopulate(value: Value, at: string): Problem {
  if (typeof value === 'string') return checkPopulateText(value, at);
  if (Array.isArray(value)) return each(value, (item, i) => (typeof item === 'string' ? checkPopulateText(item, `${at}[${i}]`) : `${at}[${i}] must be a relation name`));
  if (!isPlainObject(value)) return `${at} must be "*", relation names or an object`;
  return each(Object.entries(value), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (key !== '*' && !isName(key)) return `${at}: "${key}" is not a relation name`;
    if (typeof child === 'string') return ['true', 'false', '*'].includes(child) ? null : `${here} must be true, false, "*" or an object`;
    if (!isPlainObject(child)) return `${here} must be true, false, "*" or an object`;
    return checkPopulateOptions(child, here);
  });
}

function checkPopulateOptions(options: Record<string, Value>, at: string): Problem {
  return each(Object.entries(options), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (!POPULATE_KEYS.has(key)) return `${at}: "${key}" is not a populate option (${[...POPULATE_KEYS].join(', ')})`;
    if (key === 'fields') return checkFields(child, here);
    if (key === 'populate') return checkPopulate(child, here);
    if (key === 'filters') return checkWhere(child, here);
    if (key === 'sort') return checkSort(child, here);
    if (key === 'count') return child === 'true' || child === 'false' ? null : `${here} must be true or false`;
    if (!isPlainObject(child)) return `${here} must be an object of component populates`;
    return each(Object.entries(child), ([uid, populate]) => (isPlainObject(populate) ? checkPopulateOptions(populate, `${here}[${uid}]`) : typeof populate === 'string' && ['true', '*'].includes(populate) ? null : `${here}[${uid}] must be an object`));
  });
}

const PAGINATION_KEYS = new Set(['page', 'pageSize', 'start', 'limit', 'withCount']);

function checkPagination(value: Value, at: string): Problem {
  if (!isPlainObject(value)) return `${at} must be an object, e.g. ${at}[page]=1`;
  return each(Object.entries(value), ([key, child]) => {
    if (!PAGINATION_KEYS.has(key)) return `${at}: "${key}" is not a pagination option (${[...PAGINATION_KEYS].join(', ')})`;
    return typeof child === 'string' ? null : `${at}[${key}] must be a single value`;
  });
}

const SINGLE_VALUE_PARAMS = ['_q', 'locale', 'status', 'publicationFilter', 'hasPublishedVersion'];

/** The first problem in the shape of a Strapi REST query, or null. */
export function contentQueryProblem(query: Record<string, Value>): Problem {
  return first(
    () => ('filters' in query ? checkWhere(query.filters, 'filters') : null),
    () => ('sort' in query ? checkSort(query.sort, 'sort') : null),
    () => ('fields' in query ? checkFields(query.fields, 'fields') : null),
    () => ('populate' in query ? checkPopulate(query.populate, 'populate') : null),
    () => ('pagination' in query ? checkPagination(query.pagination, 'pagination') : null),
    () => each(SINGLE_VALUE_PARAMS, (name) => (name in query && typeof query[name] !== 'string' ? `${name} must be given once, as a single value` : null)),
  );
}
