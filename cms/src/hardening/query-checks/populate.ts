import { attribute, each, inner, isName, isPath, isPlainObject, unknownField, type Problem, type Value, type Where } from './shape';
import { checkWhere } from './filters';
import { checkFields, checkSort } from './sort-and-fields';

/** `populate`: relation names or paths, "*", or an object of populate options per relation, component or dynamic zone. */

const POPULATE_KEYS = new Set(['fields', 'populate', 'filters', 'sort', 'on', 'count']);

function checkPopulateText(text: string, at: string, where: Where): Problem {
  const paths = text.split(',').map((p) => p.trim());
  const wrong = paths.find((p) => p !== '*' && !isPath(p));
  if (wrong !== undefined) return `${at}: "${wrong}" is not a relation (a name, or names joined by ".")`;
  return each(paths, (path) => (path === '*' ? null : unknownField(where, path.split('.')[0], at)));
}

export function checkPopulate(value: Value, at: string, where: Where): Problem {
  if (typeof value === 'string') return checkPopulateText(value, at, where);
  if (Array.isArray(value))
    return each(value, (item, i) => (typeof item === 'string' ? checkPopulateText(item, `${at}[${i}]`, where) : `${at}[${i}] must be a relation name`));
  if (!isPlainObject(value)) return `${at} must be "*", relation names or an object`;
  return each(Object.entries(value), ([key, child]) => {
    const here = `${at}[${key}]`;
    if (key !== '*' && !isName(key)) return `${at}: "${key}" is not a relation name`;
    if (key !== '*') {
      const unknown = unknownField(where, key, at);
      if (unknown) return unknown;
    }
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
    if (key === 'fields') return checkFields(child, here, where.strict ? where : undefined);
    if (key === 'populate') return checkPopulate(child, here, where);
    if (key === 'filters') return checkWhere(child, here, where);
    if (key === 'sort') return checkSort(child, here, where.strict ? where : undefined);
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
