import { isOperatorOfType } from '@strapi/utils';
import { attribute, each, inner, isName, isPlainObject, isText, unknownField, type AttributeInfo, type Problem, type Value, type Where } from './shape';

/** `filters` (and a populate's filters): field names, operators, and values the field's type can be compared with. */

/** Where every key is a field name or $and / $or / $not (the root, and inside $and, $or, $not). */
export function checkWhere(value: Value, at: string, where: Where): Problem {
  if (!isPlainObject(value)) return `${at} must be an object of field conditions, e.g. ${at}[name][$eq]=value`;
  return each(Object.entries(value), ([key, child]) => {
    if (isOperatorOfType('group', key)) return checkGroup(child, `${at}[${key}]`, where);
    if (key === '$not') return checkWhere(child, `${at}[${key}]`, where);
    if (key.startsWith('$')) return `${at}[${key}]: "${key}" is not a logical operator here; put a field before it, e.g. ${at}[name][${key}]`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    return unknownField(where, key, at) ?? checkCondition(child, `${at}[${key}]`, where, attribute(where, key));
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
    if (isOperatorOfType('where', key)) return checkOperator(key, child, here, info, where.strict === true);
    if (key.startsWith('$')) return `${here}: "${key}" is not a filter operator`;
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    if (info && !isNested(info)) return `${at}: ${aField(info)} has no fields of its own ("${key}"); use an operator, e.g. ${at}[$eq]`;
    const nested = inner(where, info);
    return unknownField(nested, key, at) ?? checkCondition(child, here, nested, attribute(nested, key));
  });
}

/** Operators that match a piece of text (LIKE): their value is a fragment, not a whole value of the field's type. */
const PATTERN_OPERATORS = new Set(['$contains', '$containsi', '$notContains', '$notContainsi', '$startsWith', '$startsWithi', '$endsWith', '$endsWithi']);

/**
 * `lists`: the admin's routes, where Strapi's own admin sends a list to any operator (the media
 * library's `mime[$contains][0]=image&…[1]=video`), which its database layer reads as "any of them".
 */
function checkOperator(operator: string, value: Value, at: string, info: AttributeInfo | undefined, lists: boolean): Problem {
  // A date field's value is checked as a date, except as a fragment of one.
  const valueInfo = PATTERN_OPERATORS.has(operator) && info && DATE_TYPES.has(info.type) ? undefined : info;
  if (TEXT_OPERATORS.has(operator) && info && !TEXT_TYPES.has(info.type) && !isNested(info)) {
    return `${at}: ${operator} compares text, and this field is ${NUMBER_TYPES.has(info.type) ? 'a number' : `a ${info.type}`} (use ${operator}i, or $eq, $lt, $gt…)`;
  }
  if (operator === '$null' || operator === '$notNull') return isText(value) ? null : `${at} must be true or false`;
  if (operator === '$between') {
    if (!Array.isArray(value) || value.length !== 2 || !value.every(isText)) return `${at} must be two values, e.g. ${at}[0]=1&${at}[1]=9`;
    return each(value, (item, i) => checkValue(item as string | null, `${at}[${i}]`, valueInfo));
  }
  if (isOperatorOfType('array', operator)) {
    if (isText(value)) return checkValue(value, at, valueInfo);
    if (!Array.isArray(value) || !value.every(isText)) return `${at} must be a value or a list of values`;
    return each(value, (item, i) => checkValue(item as string | null, `${at}[${i}]`, valueInfo));
  }
  if (lists && Array.isArray(value) && value.every(isText)) return each(value, (item, i) => checkValue(item as string | null, `${at}[${i}]`, valueInfo));
  return isText(value) ? checkValue(value, at, valueInfo) : `${at} must be a single value`;
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
  if (DATE_TYPES.has(info.type)) return isDateValue(value, info.type) ? null : `${at}: "${value}" is not ${DATE_EXAMPLES[info.type]}`;
  return null;
}

const DATE_TYPES = new Set(['datetime', 'timestamp', 'date', 'time']);
const DATE_EXAMPLES: Record<string, string> = {
  datetime: 'a date and time (e.g. 2026-01-31T12:00:00Z) or a timestamp',
  timestamp: 'a date and time (e.g. 2026-01-31T12:00:00Z) or a timestamp',
  date: 'a date (e.g. 2026-01-31)',
  time: 'a time (e.g. 12:30 or 12:30:00)',
};
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
const TIME = /^\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/** What Strapi's date parsing accepts for the type (ISO 8601, or a timestamp for date-times), and a real date. */
function isDateValue(value: string, type: string): boolean {
  if (type === 'time') return TIME.test(value) && Number(value.slice(0, 2)) < 24 && Number(value.slice(3, 5)) < 60;
  if (type === 'date') return ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
  if (/^\d{1,15}$/.test(value)) return true;
  return ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value.replace(' ', 'T')));
}
