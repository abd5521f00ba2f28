/**
 * Strings the database cannot store faithfully: PostgreSQL refuses NUL in text and jsonb, and a lone
 * UTF-16 surrogate is either refused (jsonb) or silently replaced by U+FFFD (text). Both are refused
 * at the door, with the field named, instead of failing (500) or changing data on the way in.
 */

export type TextProblem = 'a NUL character' | 'an unpaired UTF-16 surrogate';

/** The first problem in a string, or null. One pass, no regular expression. */
export function textProblem(value: string): TextProblem | null {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code === 0) return 'a NUL character';
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = i + 1 < value.length ? value.charCodeAt(i + 1) : 0;
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
      else return 'an unpaired UTF-16 surrogate';
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return 'an unpaired UTF-16 surrogate';
    }
  }
  return null;
}

export interface Finding {
  /** Where it is, e.g. `pageName`, `payload.answers[2]`, `filters[name][$eq]` (keys are checked too). */
  field: string;
  problem: string;
}

export interface WalkOptions {
  /** How a child's name is written: `dotted` for bodies (a.b[0]), `brackets` for query strings (a[b][0]). */
  style: 'dotted' | 'brackets';
  /** Deepest nesting allowed (the root object is level 1); deeper is a finding. Unlimited when absent. */
  maxDepth?: number;
}

function childName(parent: string, key: string | number, style: WalkOptions['style']): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  if (style === 'brackets') return parent ? `${parent}[${key}]` : key;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Walks a parsed body or query (iteratively: a deeply nested value cannot overflow the stack) and
 * returns the first string, key or nesting level that must be refused.
 */
export function findUnstorableText(root: unknown, options: WalkOptions, rootName = ''): Finding | null {
  const stack: Array<{ value: unknown; name: string; depth: number }> = [{ value: root, name: rootName, depth: 0 }];
  while (stack.length) {
    const { value, name, depth } = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(value);
      if (problem) return { field: name || 'body', problem: `contains ${problem}` };
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (options.maxDepth !== undefined && depth + 1 > options.maxDepth) {
      return { field: name || 'body', problem: `is nested deeper than ${options.maxDepth} levels` };
    }
    if (Array.isArray(value)) {
      for (let i = value.length - 1; i >= 0; i -= 1) stack.push({ value: value[i], name: childName(name, i, options.style), depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(value as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i -= 1) {
      const [key, child] = entries[i];
      const keyProblem = textProblem(key);
      if (keyProblem) return { field: childName(name, '…', options.style), problem: `has a key that contains ${keyProblem}` };
      stack.push({ value: child, name: childName(name, key, options.style), depth: depth + 1 });
    }
  }
  return null;
}
