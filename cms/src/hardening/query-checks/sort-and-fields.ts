import { attribute, each, inner, isName, isPath, isPlainObject, unknownField, type Problem, type Value, type Where } from './shape';

/** `sort` and `fields`: field names (paths for sort), in any of the shapes Strapi accepts. */

/** In a strict check, the problem with a path ("author.name") whose names are not fields, one model after the next. */
function unknownPath(path: string, at: string, where: Where | undefined): Problem {
  if (!where) return null;
  let model = where;
  return each(path.split('.'), (name) => {
    const problem = unknownField(model, name, at);
    model = inner(model, attribute(model, name));
    return problem;
  });
}

function checkSortText(text: string, at: string, where?: Where): Problem {
  return each(text.split(','), (entry) => {
    const trimmed = entry.trim();
    if (!trimmed) return null;
    const [path, order, extra] = trimmed.split(':');
    if (!isPath(path.trim())) return `${at}: "${trimmed}" is not a field (a name, or names joined by ".")`;
    const unknown = unknownPath(path.trim(), at, where);
    if (unknown) return unknown;
    if (extra !== undefined || (order !== undefined && !['asc', 'desc'].includes(order.trim().toLowerCase())))
      return `${at}: "${trimmed}" may only end in :asc or :desc`;
    return null;
  });
}

function checkSortObject(value: Record<string, Value>, at: string, where?: Where): Problem {
  return each(Object.entries(value), ([key, child]) => {
    if (!isName(key)) return `${at}: "${key}" is not a field name`;
    const unknown = where ? unknownField(where, key, at) : null;
    if (unknown) return unknown;
    if (isPlainObject(child)) return checkSortObject(child, `${at}[${key}]`, where ? inner(where, attribute(where, key)) : undefined);
    if (typeof child === 'string' && ['asc', 'desc'].includes(child.toLowerCase())) return null;
    return `${at}[${key}] must be asc or desc`;
  });
}

/** `where`, when given, is the model the names must belong to (in a strict check). */
export function checkSort(value: Value, at: string, where?: Where): Problem {
  if (typeof value === 'string') return checkSortText(value, at, where);
  if (isPlainObject(value)) return checkSortObject(value, at, where);
  if (Array.isArray(value)) {
    return each(value, (item, i) =>
      typeof item === 'string'
        ? checkSortText(item, `${at}[${i}]`, where)
        : isPlainObject(item)
          ? checkSortObject(item, `${at}[${i}]`, where)
          : `${at}[${i}] must be a field or an object`,
    );
  }
  return `${at} must be a field, a list of fields or an object`;
}

export function checkFields(value: Value, at: string, where?: Where): Problem {
  const names =
    typeof value === 'string' ? value.split(',').map((name) => name.trim()) : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (!names) return `${at} must be a field name or a list of field names`;
  const wrong = names.find((name) => !isName(name));
  if (wrong !== undefined) return `${at}: "${wrong}" is not a field name`;
  if (!where) return null;
  return each(names, (name) => {
    const unknown = unknownField(where, name, at);
    if (unknown) return unknown;
    const info = attribute(where, name);
    // A relation, media field or component is not a column: it is asked for with populate.
    return info && (info.target !== undefined || info.component !== undefined || NOT_COLUMNS.has(info.type))
      ? `${at}: "${name}" is a ${info.type} of ${where.uid}, not a plain field: ask for it with populate`
      : null;
  });
}

const NOT_COLUMNS = new Set(['relation', 'media', 'component', 'dynamiczone']);
