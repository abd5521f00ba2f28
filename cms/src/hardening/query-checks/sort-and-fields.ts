import { each, isName, isPath, isPlainObject, type Problem, type Value } from './shape';

/** `sort` and `fields`: field names (paths for sort), in any of the shapes Strapi accepts. */

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

export function checkSort(value: Value, at: string): Problem {
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

export function checkFields(value: Value, at: string): Problem {
  const names =
    typeof value === 'string' ? value.split(',').map((name) => name.trim()) : Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  if (!names) return `${at} must be a field name or a list of field names`;
  const wrong = names.find((name) => !isName(name));
  return wrong === undefined ? null : `${at}: "${wrong}" is not a field name`;
}
