/** Attribute shapes as any schema reader has them (the CMS's, the builder's). */
interface AttributeLike {
  pluginOptions?: Record<string, unknown>;
}

type Data = Record<string, unknown>;

/**
 * Attributes whose value the CMS derives on every write, declared in the schema:
 * `pluginOptions.derived.from` lists paths ("draftSettings.articleTitle"), the first non-empty
 * string wins. The article's `title` is one: the draft's article title (else its page title) as a
 * top-level column, so that Strapi's admin can head an article with it, list it, sort and search
 * it (Strapi's main field and search read top-level columns only). Nobody writes it by hand; it is
 * not a page field the site reads, and the builder does not show it. Pure: the builder reads it too.
 */
export interface DerivedOption {
  from: string[];
}

export function derivedFrom(attribute: { pluginOptions?: Record<string, unknown> } | undefined): string[] | null {
  const derived = attribute?.pluginOptions?.derived as Partial<DerivedOption> | undefined;
  return Array.isArray(derived?.from) ? derived.from : null;
}

/** The derived attributes of a model, with their source paths. */
export function derivedAttributes(attributes: Record<string, AttributeLike>): Array<[name: string, from: string[]]> {
  return Object.entries(attributes).flatMap(([name, attribute]) => {
    const from = derivedFrom(attribute);
    return from ? [[name, from] as [string, string[]]] : [];
  });
}

const at = (data: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Data)[key] : undefined), data);

/** The value of a derived attribute for a document (or a write's data): the first non-empty source. */
export function deriveValue(from: readonly string[], data: Data): string | null {
  for (const path of from) {
    const value = at(data, path);
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return null;
}

/**
 * A write's data with its derived attributes set from the sources it carries; a derived attribute
 * whose sources the write leaves alone is dropped from it (a value sent by hand is never stored).
 */
export function withDerived(attributes: Record<string, AttributeLike>, data: Data): Data {
  const derived = derivedAttributes(attributes);
  if (!derived.length) return data;
  const out = { ...data };
  for (const [name, from] of derived) {
    if (from.some((path) => path.split('.')[0]! in data)) out[name] = deriveValue(from, data);
    else delete out[name];
  }
  return out;
}
