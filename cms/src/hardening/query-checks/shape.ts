/** What the query checks share: the field lookup, names, and how a check answers its first problem. */

export type Problem = string | null;
export type Value = unknown;

export interface AttributeInfo {
  type: string;
  /** The related content type of a relation or media field. */
  target?: string;
  /** The component of a component field. */
  component?: string;
}

/** Looks up a field of a content type or component (Strapi's schema); undefined when unknown. */
export type AttributeLookup = (uid: string, name: string) => AttributeInfo | undefined;

export interface Where {
  /** The model the field names belong to, when known. */
  uid?: string;
  lookup: AttributeLookup;
  /**
   * Names must be fields of the model (where it is known). Strapi checks names on its content API
   * itself; its admin routes (media library, users) pass unknown names to the database layer.
   */
  strict?: boolean;
}

/** Fields every content type has that its schema does not list. */
const BUILT_IN: Record<string, AttributeInfo> = { id: { type: 'integer' }, documentId: { type: 'string' } };

export function attribute(where: Where, name: string): AttributeInfo | undefined {
  if (!where.uid) return undefined;
  return where.lookup(where.uid, name) ?? (Object.hasOwn(BUILT_IN, name) ? BUILT_IN[name] : undefined);
}

/** The model that a field's own fields belong to (a relation's target, a component). */
export function inner(where: Where, info: AttributeInfo | undefined): Where {
  return { lookup: where.lookup, uid: info?.target ?? info?.component, strict: where.strict };
}

/** In a strict check, the problem with a name that is not a field of the known model; else null. */
export function unknownField(where: Where, name: string, at: string): Problem {
  if (!where.strict || !where.uid || attribute(where, name)) return null;
  return `${at}: "${name}" is not a field of ${where.uid}`;
}

export const isPlainObject = (value: Value): value is Record<string, Value> => value !== null && typeof value === 'object' && !Array.isArray(value);
export const isText = (value: Value): value is string | null => value === null || typeof value === 'string';

/** A field name: letters, digits, "_" and "-", not starting with a digit or "-". One pass. */
export function isName(text: string): boolean {
  if (!text) return false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    const letter = (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
    const digitOrDash = (c >= 48 && c <= 57) || c === 45;
    if (!letter && !(digitOrDash && i > 0)) return false;
  }
  return true;
}

export const isPath = (text: string) => text.split('.').every(isName);

export const first = (...problems: Array<() => Problem>): Problem => {
  for (const check of problems) {
    const problem = check();
    if (problem) return problem;
  }
  return null;
};

export const each = <T>(items: T[], check: (item: T, index: number) => Problem): Problem => {
  for (let i = 0; i < items.length; i += 1) {
    const problem = check(items[i], i);
    if (problem) return problem;
  }
  return null;
};
