/**
 * A deep copy without CMS component ids and client keys. Upload files (objects with a `mime`) keep
 * their id: it is what links a media field to its image.
 */
export function stripIds<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => stripIds(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const record = value as Record<string, unknown>;
  if ('mime' in record) return value;
  const copy: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(record)) {
    if (name === 'id' || name === '__key') continue;
    copy[name] = stripIds(field);
  }
  return copy as T;
}
