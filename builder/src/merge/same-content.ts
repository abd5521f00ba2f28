import type { Data } from '../schema/defaults';

/** Keys that are no content: the component id, the client key and the component's uid. */
export const META = new Set(['id', '__key', '__component']);

/** No value: null, undefined, '', [], or a component whose fields are all empty (the CMS answers one where the builder may hold null). */
function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object' || 'mime' in value || 'documentId' in value) return false;
  return Object.entries(value).every(([key, item]) => key === 'id' || key === '__key' || isEmpty(item));
}

/** A component's data (merged field by field), not an upload file (`mime`) or a related document (`documentId`). */
export function isRecord(value: unknown): value is Data {
  return !!value && typeof value === 'object' && !Array.isArray(value) && !('mime' in value) && !('documentId' in value);
}

/**
 * Equal content: component ids and client keys are ignored (they change with every save), an upload
 * file is its id, a related document its documentId; null, undefined, '', [] and a component of empty fields are all "empty".
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (a === b) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, index) => sameContent(item, b[index]));
  }
  const left = a as Data;
  const right = b as Data;
  if ('mime' in left || 'mime' in right) return left.id === right.id;
  if ('documentId' in left || 'documentId' in right) return left.documentId === right.documentId;
  for (const key of new Set([...Object.keys(left), ...Object.keys(right)])) {
    if (key === 'id' || key === '__key') continue;
    if (!sameContent(left[key], right[key])) return false;
  }
  return true;
}
