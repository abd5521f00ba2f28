import { HttpError } from '../api/http';

/** A field the CMS refused on a save or create: where it is in the draft, its value then, and why. */
export interface FieldRefusal {
  /** The field's path in the CMS document ("slug"). */
  field: string;
  /** The refused value: the mark goes once the editor changes it. */
  value: unknown;
  /** "Slug: "spring" is already used by another page; choose another (the CMS said: This attribute must be unique)." */
  message: string;
}

/**
 * A 400 from the CMS that names a field (Strapi's `details.errors[].path`), said so that the editor
 * knows which field and what to do: a uniqueness refusal names the value already taken.
 */
export function fieldRefusal(error: unknown, label: (field: string) => string, valueOf: (field: string) => unknown): FieldRefusal | null {
  if (!(error instanceof HttpError) || error.status !== 400 || !error.path) return null;
  const field = error.path;
  const value = valueOf(field);
  const said = error.message;
  const why = /must be unique/i.test(said) ? `"${String(value)}" is already used by another page; choose another (the CMS said: ${said}).` : said;
  return { field, value, message: `${label(field)}: ${why}` };
}
