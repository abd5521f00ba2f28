import type { PathSegment } from './types';

/** A copy of `target` with the value at `path` replaced; untouched branches keep their identity. */
export function setIn<T>(target: T, path: readonly PathSegment[], value: unknown): T {
  if (path.length === 0) return value as T;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(target) ? [...target] : [];
    list[head] = setIn(list[head], rest, value);
    return list as T;
  }
  const record = (target && typeof target === 'object' ? target : {}) as Record<string, unknown>;
  return { ...record, [head]: setIn(record[head], rest, value) } as T;
}

export function getIn(target: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((value, segment) => (value == null ? undefined : (value as Record<PathSegment, unknown>)[segment]), target);
}
