import type { Data } from '../schema/defaults';
import type { Conflict, Side } from './merge-types';
import { isRecord, META, sameContent } from './same-content';

/** A field's name made readable ("buttonLink" → "Button link"), for a field no model names. */
export const readable = (name: string) => {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One resolution of a merge: the editor's choices, the fields' names, and where conflicts and incoming changes are told. */
export interface FieldMerge {
  choices: Readonly<Record<string, Side>>;
  label(model: string, field: string): string;
  conflict(entry: Conflict): void;
  came(text: string): void;
}

/**
 * One value of base, mine and theirs: the side that changed it wins; a change on both sides to
 * different values is a conflict (mine unless the editor chose theirs). Components merge field by
 * field, and repeatable components item by item when no side changed their length.
 */
export function mergeValue(merge: FieldMerge, b: unknown, m: unknown, t: unknown, id: string, at: string): unknown {
  if (sameContent(m, t)) return m;
  if (sameContent(b, m)) {
    merge.came(at);
    return t;
  }
  if (sameContent(b, t)) return m;
  if (isRecord(b) && isRecord(m) && isRecord(t)) return mergeRecord(merge, b, m, t, id, at, null);
  if (Array.isArray(b) && Array.isArray(m) && Array.isArray(t) && b.length === m.length && m.length === t.length && m.every(isRecord) && t.every(isRecord))
    return m.map((item, index) => mergeValue(merge, b[index], item, t[index], `${id}.${index}`, `${at} ${index + 1}`));
  merge.conflict({ id, kind: 'field', where: at, base: b, mine: m, theirs: t });
  return merge.choices[id] === 'theirs' ? t : m;
}

/** A component's fields merged one by one; `model` (a component uid, the page or settings model) names them. */
export function mergeRecord(merge: FieldMerge, b: Data, m: Data, t: Data, id: string, at: string, model: string | null): Data {
  const out: Data = { ...m };
  for (const key of new Set([...Object.keys(b), ...Object.keys(m), ...Object.keys(t)])) {
    if (META.has(key)) continue;
    const name = model ? merge.label(model, key) : readable(key);
    const value = mergeValue(merge, b[key], m[key], t[key], `${id}.${key}`, at ? `${at} › ${name}` : name);
    if (value !== undefined || key in out) out[key] = value;
  }
  return out;
}
