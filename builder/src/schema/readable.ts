import { ENUM_LABELS, GROUP_NAMES, MODEL_TEXTS, humanLabel } from 'contract/words';
import type { ComponentMap } from './types';
import type { ViewLookup } from './configured-labels';

/**
 * The words people read for blocks, enumeration values and taxonomy entries, from what the CMS
 * configures and shows in Strapi's admin (cms/src/admin-views/field-texts.ts, where each block's
 * name sits beside its catalogue row), with a readable default made from the developer's name
 * where none is set. The builder keeps no table of its own; the page canvas uses these too.
 */

/** "Guarantee7Days" → "Guarantee 7 days", "FAQCollapse" → "FAQ collapse", "article.text" → "Article text". */
export function readableName(name: string): string {
  const spaced = name
    .replace(/^[a-z0-9-]+\./, (category) => `${category.slice(0, -1)} `)
    .replace(/([A-Z])([A-Z][a-z])/g, '$1 $2')
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/([0-9])([A-Za-z])/g, '$1 $2')
    .replace(/[_.-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const words = spaced.split(' ').map((word, i) => (/^[A-Z0-9]{2,}$/.test(word) ? word : i === 0 ? word : word.toLowerCase()));
  const joined = words.join(' ');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** What people call a block (or any component): the CMS's name for it, else its display name made readable. */
export function blockName(uid: string, components: ComponentMap): string {
  const named = MODEL_TEXTS[uid]?.name?.en;
  if (named) return named;
  return readableName(components[uid]?.schema.displayName ?? uid);
}

/** The name of a component category ("blocks" → "Blocks"). */
export function categoryName(category: string): string {
  return GROUP_NAMES[category]?.en ?? humanLabel(category);
}

/** An enumeration value as a word ("neutral" → "Neutral", "surface-neutral" → "Surface neutral"), as Strapi's admin shows it. */
export function enumLabel(value: string): string {
  return ENUM_LABELS[value]?.en ?? humanLabel(value);
}

const MAX_SUMMARY = 90;

/** A field's text without its HTML tags (each tag becomes a space). */
export const plainText = (value: string): string => value.replace(/<[^<>]*>/g, ' ');

const oneLine = (value: string) => plainText(value).replace(/\s+/g, ' ').trim().slice(0, MAX_SUMMARY);

/** Fields never worth showing as a summary: addresses, identities, switches. */
const NOT_A_SUMMARY = /url|link|surface|size|uuid|code/i;
const PREFERRED = ['title', 'question', 'quote', 'eventTitle', 'caption', 'subtitle', 'content', 'description', 'html'];

/**
 * A one-line reminder of an entry's content: its main field as the CMS's view configures it
 * (`settings.mainField`), else the first text field that has a value.
 */
export function entrySummary(entry: Record<string, unknown>, model: string, views: ViewLookup): string {
  const main = views(model)?.mainField;
  const value = main ? entry[main] : undefined;
  if (typeof value === 'string' && value.trim()) return oneLine(value);
  for (const key of [...PREFERRED, ...Object.keys(entry)]) {
    const candidate = entry[key];
    if (typeof candidate === 'string' && candidate.trim() && !key.startsWith('__') && !NOT_A_SUMMARY.test(key)) return oneLine(candidate);
  }
  return '';
}

export interface TaxonomyEntry {
  id: number;
  documentId?: string;
  label?: string;
  name?: string;
  key?: string;
}

/**
 * The names of taxonomy entries, told apart where several share one: of five "Events", the parent
 * stays "Events" and the others become "Events — Marketing Webinars", "Events — Tradeshows"… (the
 * entry's own name); entries still alike get their key.
 */
export function distinctLabels(items: readonly TaxonomyEntry[]): Map<number, string> {
  const shown = (item: TaxonomyEntry) => item.label ?? item.name ?? item.key ?? item.documentId ?? String(item.id);
  const countOf = (labels: Iterable<string>) => {
    const count = new Map<string, number>();
    for (const label of labels) count.set(label, (count.get(label) ?? 0) + 1);
    return count;
  };
  const shared = countOf(items.map(shown));
  const labels = new Map<number, string>();
  for (const item of items) {
    const label = shown(item);
    labels.set(item.id, (shared.get(label) ?? 0) > 1 && item.name && item.name !== label ? `${label} — ${item.name}` : label);
  }
  const still = countOf(labels.values());
  for (const item of items) {
    const label = labels.get(item.id)!;
    if ((still.get(label) ?? 0) > 1) labels.set(item.id, `${label} (${item.key ?? item.documentId ?? item.id})`);
  }
  return labels;
}
