import { isOperatorOfType } from '@strapi/utils';

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

type Problem = string | null;
type Value = unknown;

export interface AttributeInfo {
  type: string;
  /** The related content type of a relation or media field. */
  target?: string;
  /** The component of a component field. */
  component?: string;
}

/** Looks up a field of a content type or component (Strapi's schema); undefined when unknown. */
export type AttributeLookup = (uid: string, name: string) => AttributeInfo | undefined;

interface Where {
  /** The model the field names belong to, when known. */
  uid?: string;
  lookup: AttributeLookup;
}

/** Fields every content type has that its schema does not list. */
const BUILT_IN: Record<string, AttributeInfo> = { id: { type: 'integer' }, documentId: { type: 'string' } };

function attribute(where: Where, name: string): AttributeInfo | undefined {
  if (!where.uid) return undefined;
  return where.lookup(where.uid, name) ?? (Object.hasOwn(BUILT_IN, name) ? BUILT_IN[name] : undefined);
}

/** The model that a field's own fields belong to (a relation's target, a component). */
function inner(where: Where, info: AttributeInfo | undefined): Where {
  return { lookup: where.lookup, uid: info?.target ?? info?.component };
}

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
function checkWhere(value: Value, at: string, where: Where): Problem {
  if (!isPlainObject(value)) return `${at} must be an object of field conditions, e.g. ${at}[name][$eq]=value`;
  return each(Object.entries(value), ([key, child]) => {
    if (isOperatorOfType('group', key)) return checkGroup(child, `${at}[${key}]`, where);
    if (key === '$not') return checkWhere(child, `${at}[${key}]`, where);
    if (key.startsWith('$')) return `${at}[${key}]: "${key}" is not a logical operator here; put a field before it, e.g. ${at}[name][${key}]`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    return checkCondition(child, `${at}[${key}]`, where, attribute(where, key));
  });
}

function checkGroup(value: Value, at: string, where: Where): Problem {
  if (!Array.isArray(value)) return `${at} must be a list of conditions, e.g. ${at}[0][name][$eq]=value`;
  return each(value, (item, i) => checkWhere(item, `${at}[${i}]`, where));
}

const NUMBER_TYPES = new Set(['integer', 'biginteger', 'float', 'decimal']);
const TEXT_TYPES = new Set(['string', 'text', 'richtext', 'email', 'password', 'uid', 'enumeration']);
const UNFILTERABLE_TYPES = new Set(['json', 'blocks', 'dynamiczone']);
/** Case-sensitive pattern operators: a LIKE on the column itself, which only text columns have. */
const TEXT_OPERATORS = new Set(['$contains', '$notContains', '$startsWith', '$endsWith']);
/** Strapi's own internal operator, not part of the REST API. */
const INTERNAL_OPERATORS = new Set(['$jsonSupersetOf']);

/** "an integer field", "a string field". */
const aField = (info: AttributeInfo) => `${'aeiou'.includes(info.type[0]) ? 'an' : 'a'} ${info.type} field`;

/** A field's own fields (a relation or component), or null when the field holds a value. */
const isNested = (info: AttributeInfo | undefined) => info !== undefined && (info.target !== undefined || info.component !== undefined);

/** What follows a field: a value, or operators, or (for a relation or component) its own fields. */
function checkCondition(value: Value, at: string, where: Where, info: AttributeInfo | undefined): Problem {
  if (info && UNFILTERABLE_TYPES.has(info.type)) return `${at}: ${info.type} fields cannot be filtered`;
  if (isText(value)) return checkValue(value, at, info);
  if (Array.isArray(value)) return each(value, (item, i) => (isText(item) ? checkValue(item, `${at}[${i}]`, info) : `${at}[${i}] must be a single value`));
  if (!isPlainObject(value)) return `${at} must be a value or an object of operators`;
  return each(Object.entries(value), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (isOperatorOfType('group', key)) {
      if (info && !isNested(info)) return `${here}: ${key} groups conditions on fields, and ${aField(info)} has none; put ${key} before the field`;
      return checkGroup(child, here, isNested(info) ? inner(where, info) : where);
    }
    if (key === '$not') return checkCondition(child, here, where, info);
    if (INTERNAL_OPERATORS.has(key)) return `${here}: "${key}" is not a filter operator`;
    if (isOperatorOfType('where', key)) return checkOperator(key, child, here, info);
    if (key.startsWith('$')) return `${here}: "${key}" is not a filter operator`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    if (info && !isNested(info)) return `${at}: ${aField(info)} has no fields of its own ("${key}"); use an operator, e.g. ${at}[$eq]`;
    const nested = inner(where, info);
    return checkCondition(child, here, nested, attribute(nested, key));
  });
}

function checkOperator(operator: string, value: Value, at: string, info: AttributeInfo | undefined): Problem {
  if (TEXT_OPERATORS.has(operator) && info && !TEXT_TYPES.has(info.type) && !isNested(info)) {
    return `${at}: ${operator} compares text, and this field is ${NUMBER_TYPES.has(info.type) ? 'a number' : `a ${info.type}`} (use ${operator}i, or $eq, $lt, $gt…)`;
  }
  if (operator === '$null' || operator === '$notNull') return isText(value) ? null : `${at} must be true or false`;
  if (operator === '$between') {
    if (!Array.isArray(value) || value.length !== 2 || !value.every(isText)) return `${at} must be two values, e.g. ${at}[0]=1&${at}[1]=9`;
    return each(value, (item, i) => checkValue(item as string | null, `${at}[${i}]`, info));
  }
  if (isOperatorOfType('array', operator)) {
    if (isText(value)) return checkValue(value, at, info);
    if (!Array.isArray(value) || !value.every(isText)) return `${at} must be a value or a list of values`;
    return each(value, (item, i) => checkValue(item as string | null, `${at}[${i}]`, info));
  }
  return isText(value) ? checkValue(value, at, info) : `${at} must be a single value`;
}

const INT_LIMITS: Record<string, bigint> = { integer: 2_147_483_647n, biginteger: 9_223_372_036_854_775_807n };

/** A value the database can compare with the field: a number for a number field, a boolean for a boolean. */
function checkValue(value: string | null, at: string, info: AttributeInfo | undefined): Problem {
  if (value === null || !info || isNested(info)) return null;
  const limit = INT_LIMITS[info.type];
  if (limit !== undefined) {
    return /^-?\d{1,19}$/.test(value) && BigInt(value) <= limit && BigInt(value) >= -limit - 1n ? null : `${at}: "${value}" is not a whole number in range`;
  }
  if (NUMBER_TYPES.has(info.type)) {
    return /^-?\d{1,300}(?:\.\d{1,300})?(?:[eE][-+]?\d{1,3})?$/.test(value) && Number.isFinite(Number(value)) ? null : `${at}: "${value}" is not a number`;
  }
  if (info.type === 'boolean') return ['true', 'false', 't', 'f', '1', '0'].includes(value.toLowerCase()) ? null : `${at}: "${value}" is not true or false`;
  return null;
}

// sort, fields, populate, pagination ----------------------------------------------------------

function checkSortText(text: string, at: string): Problem {
  return each(text.split(','), (entry) => {
    const trimmed = entry.trim();
    if (!trimmed) return null;
    const [path, order, extra] = trimmed.split(':');
    if (!isPath(path.trim())) return `${at}: "${trimmed}" is not a field (a name, or names joined by ".")`;
    if (extra !== undefined || (order !== undefined && !['asc', 'desc'].includes(order.trim().toLowerCase())))
      return `${at}: "${trimmed}" may only end in :asc or :desc`;
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
    return each(value, (item, i) =>
      typeof item === 'string'
        ? checkSortText(item, `${at}[${i}]`)
        : isPlainObject(item)
          ? checkSortObject(item, `${at}[${i}]`)
          : `${at}[${i}] must be a field or an object`,
    );
  }
  return `${at} must be a field, a list of fields or an object`;
}

function checkFields(value: Value, at: string): Problem {
  const names =
    typeof value === 'string' ? value.split(',').map((name) => name.trim()) : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (!names) return `${at} must be a field name or a list of field names`;
  const wrong = names.find((name) => !isName(name));
  return wrong === undefined ? null : `${at}: "${wrong}" is not a field name`;
}

const POPULATE_KEYS = new Set(['fields', 'populate', 'filters', 'sort', 'on', 'count']);

function checkPopulateText(text: string, at: string): Problem {
  const wrong = text
    .split(',')
    .map((p) => p.trim())
    .find((p) => p !== '*' && !isPath(p));
  return wrong === undefined ? null : `${at}: "${wrong}" is not a relation (a name, or names joined by ".")`;
}

function checkPopulate(value: Value, at: string, where: Where): Problem {
  if (typeof value === 'string') return checkPopulateText(value, at);
  if (Array.isArray(value))
    return each(value, (item, i) => (typeof item === 'string' ? checkPopulateText(item, `${at}[${i}]`) : `${at}[${i}] must be a relation name`));
  if (!isPlainObject(value)) return `${at} must be "*", relation names or an object`;
  return each(Object.entries(value), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (key !== '*' && !isName(key)) return `${at}: "${key}" is not a relation name`;
    if (typeof child === 'string') return ['true', 'false', '*'].includes(child) ? null : `${here} must be true, false, "*" or an object`;
    if (!isPlainObject(child)) return `${here} must be true, false, "*" or an object`;
    return checkPopulateOptions(child, here, inner(where, attribute(where, key)));
  });
}

/** The options of one populated relation or component; `where` is its model. */
function checkPopulateOptions(options: Record<string, Value>, at: string, where: Where): Problem {
  return each(Object.entries(options), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (!POPULATE_KEYS.has(key)) return `${at}: "${key}" is not a populate option (${[...POPULATE_KEYS].join(', ')})`;
    if (key === 'fields') return checkFields(child, here);
    if (key === 'populate') return checkPopulate(child, here, where);
    if (key === 'filters') return checkWhere(child, here, where);
    if (key === 'sort') return checkSort(child, here);
    if (key === 'count') return child === 'true' || child === 'false' ? null : `${here} must be true or false`;
    if (!isPlainObject(child)) return `${here} must be an object of component populates`;
    // "on" (a dynamic zone): one entry per component, named by its uid.
    return each(Object.entries(child), ([uid, populate]) =>
      isPlainObject(populate)
        ? checkPopulateOptions(populate, `${here}[${uid}]`, { lookup: where.lookup, uid })
        : typeof populate === 'string' && ['true', '*'].includes(populate)
          ? null
          : `${here}[${uid}] must be an object`,
    );
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

/**
 * The first problem in the shape of a Strapi REST query, or null. With `model` (the content type of
 * the route and how to look up fields), values are checked against the fields' types as well.
 */
export function contentQueryProblem(query: Record<string, Value>, model?: { uid: string; lookup: AttributeLookup }): Problem {
  const where: Where = model ?? { lookup: () => undefined };
  return first(
    () => ('filters' in query ? checkWhere(query.filters, 'filters', where) : null),
    () => ('sort' in query ? checkSort(query.sort, 'sort') : null),
    () => ('fields' in query ? checkFields(query.fields, 'fields') : null),
    () => ('populate' in query ? checkPopulate(query.populate, 'populate', where) : null),
    () => ('pagination' in query ? checkPagination(query.pagination, 'pagination') : null),
    () => each(SINGLE_VALUE_PARAMS, (name) => (name in query && typeof query[name] !== 'string' ? `${name} must be given once, as a single value` : null)),
  );
}
