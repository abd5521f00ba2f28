import type { ImageRef } from '../types';
import type { ImageIds } from './upload';

/** Replaces every image reference ({ sampleImage }) in a payload by the uploaded file's id. */
export function withImageIds<T>(value: T, ids: ImageIds): unknown {
  if (Array.isArray(value)) return value.map((item) => withImageIds(item, ids));
  if (value === null || typeof value !== 'object') return value;
  const ref = value as Partial<ImageRef> & Record<string, unknown>;
  if (typeof ref.sampleImage === 'string') {
    const id = ids.get(ref.sampleImage);
    if (id === undefined) throw new Error(`Sample image "${ref.sampleImage}" was not uploaded`);
    return id;
  }
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, withImageIds(v, ids)]));
}
