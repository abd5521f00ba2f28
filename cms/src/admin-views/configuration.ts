import { derivedFrom, isPageUid, PUBLISHED_PAIR } from 'contract/rules';
import { fieldTexts, MODEL_TEXTS } from 'contract/words';
import { PAGE_LIST_SETTINGS, PAGE_VIEWS, type EditRow } from './page-views';

/**
 * The content-manager configuration of one model (what Strapi's "Configure the view" edits and
 * GET /content-manager/content-types/:uid/configuration answers), and the plan that brings our
 * texts and views into it without undoing an admin's own change.
 *
 * Every value we manage has a path ("metadatas.slug.edit.label", "settings.mainField",
 * "layouts.list"). A path is written when its stored value is still what we wrote last time (kept
 * per path in `applied`), or, the first time, still Strapi's default. Anything else is an admin's
 * change made in the admin after our last write: it is kept, and stays kept.
 */

export interface ModelAttribute {
  type: string;
  relationType?: string;
  visible?: boolean;
  pluginOptions?: Record<string, unknown>;
}

/** A model as the content-manager sees it (its `findContentType` / `findComponent`). */
export interface CmModel {
  uid: string;
  attributes: Record<string, ModelAttribute>;
}

export interface Metadata {
  edit: Record<string, unknown>;
  list: Record<string, unknown>;
}

export interface CmConfiguration {
  settings: Record<string, unknown>;
  metadatas: Record<string, Metadata>;
  layouts: { list: string[]; edit: EditRow[] };
}

/** What we wrote, per path: the record that tells our values from an admin's. */
export type Applied = Record<string, unknown>;

export interface Plan {
  configuration: CmConfiguration;
  applied: Applied;
  /** Paths written now (ours, new or changed). */
  written: string[];
  /** Paths an admin changed: left as they are. */
  kept: string[];
}

/** Attributes Strapi manages itself: never labelled or laid out by us. */
const SYSTEM = new Set(['id', 'documentId', 'createdBy', 'updatedBy', 'publishedAt', 'locale', 'localizations']);
const NOT_EDITABLE = new Set([...SYSTEM, 'createdAt', 'updatedAt']);
/** Page fields the edit view does not show: identity, and what only Publish writes. */
const HIDDEN_ON_PAGES = new Set<string>(['uuid', ...PUBLISHED_PAIR]);

const NON_LISTABLE = new Set(['json', 'password', 'richtext', 'dynamiczone', 'blocks']);
const LISTABLE_RELATIONS = new Set(['oneToOne', 'oneToMany', 'manyToOne', 'manyToMany']);
const NON_SORTABLE = new Set(['component', 'json', 'media', 'richtext', 'dynamiczone', 'blocks', 'relation']);
const MAIN_FIELD_NAMES = ['title', 'name', 'label', 'question', 'alt', 'caption'];

/** Strapi's rules for the list and for main fields (content-manager's configuration/attributes). */
const isListable = (attribute: ModelAttribute) =>
  !NON_LISTABLE.has(attribute.type) && (attribute.type !== 'relation' || LISTABLE_RELATIONS.has(attribute.relationType ?? ''));
const canBeMainField = (attribute: ModelAttribute | undefined) => !!attribute && !NON_SORTABLE.has(attribute.type);

/** Strapi's own defaults for a model never configured (what "still Strapi's default" means). */
function strapiDefaults(model: CmModel) {
  const names = Object.keys(model.attributes);
  const mainField = names.find((name) => model.attributes[name]!.type === 'string' && name !== 'id') ?? 'id';
  return {
    settings: { mainField, defaultSortBy: mainField, defaultSortOrder: 'ASC', pageSize: 10, searchable: true, filterable: true, bulkable: true } as Record<
      string,
      unknown
    >,
    list: names.filter((name) => name !== 'documentId' && isListable(model.attributes[name]!)).slice(0, 4),
    editable: names.filter((name) => !NOT_EDITABLE.has(name)),
  };
}

/** The field that names an entry of a model: our table's, else a title-like text field (never the uuid). */
export function mainFieldOf(model: CmModel): string | undefined {
  const own = MODEL_TEXTS[model.uid]?.mainField;
  if (own && canBeMainField(model.attributes[own])) return own;
  if (isPageUid(model.uid)) return undefined;
  const strings = Object.keys(model.attributes).filter((name) => model.attributes[name]!.type === 'string' && name !== 'uuid' && !SYSTEM.has(name));
  return MAIN_FIELD_NAMES.find((name) => strings.includes(name)) ?? strings[0];
}

/** A page type's edit rows: PAGE_VIEWS's, then any other editable field, each on a row of its own. */
function editRowsOf(model: CmModel, rows: EditRow[]): EditRow[] {
  const exists = (name: string) => Object.hasOwn(model.attributes, name);
  const laidOut = rows.map((row) => row.filter((field) => exists(field.name))).filter((row) => row.length);
  const placed = new Set(laidOut.flat().map((field) => field.name));
  const rest = Object.keys(model.attributes).filter(
    (name) =>
      !NOT_EDITABLE.has(name) &&
      !placed.has(name) &&
      !HIDDEN_ON_PAGES.has(name) &&
      !derivedFrom(model.attributes[name]) &&
      model.attributes[name]!.visible !== false,
  );
  return [...laidOut, ...rest.map((name) => [{ name, size: 12 }])];
}

interface Managed {
  path: string;
  value: unknown;
  /** The value Strapi gives a model never configured. */
  strapiDefault: unknown;
  /** Whether the stored value still is what we wrote last (defaults to equality). */
  unchangedSince?: (stored: unknown, applied: unknown) => boolean;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const names = (rows: unknown): string[] => (Array.isArray(rows) ? rows.flat().map((field: { name?: string }) => String(field?.name)) : []);

/**
 * An edit layout still is what we wrote when, leaving aside the fields Strapi appended since (a new
 * attribute) and those that no longer exist, it has the same rows, sizes and order.
 */
function editLayoutUnchanged(stored: unknown, applied: unknown): boolean {
  const ours = new Set(names(applied));
  const theirs = new Set(names(stored));
  const keep = (rows: unknown, allowed: Set<string>) =>
    (Array.isArray(rows) ? rows : []).map((row: EditRow) => row.filter((field) => allowed.has(field.name))).filter((row: EditRow) => row.length);
  return same(keep(stored, ours), keep(applied, theirs));
}

/** Every value our tables give this model, with Strapi's default for each. */
export function managedValues(model: CmModel): Managed[] {
  const defaults = strapiDefaults(model);
  const managed: Managed[] = [];
  for (const name of Object.keys(model.attributes)) {
    if (SYSTEM.has(name)) continue;
    const texts = fieldTexts(model.uid, name);
    managed.push(
      { path: `metadatas.${name}.edit.label`, value: texts.label, strapiDefault: name },
      { path: `metadatas.${name}.list.label`, value: texts.label, strapiDefault: name },
      { path: `metadatas.${name}.edit.description`, value: texts.description ?? '', strapiDefault: '' },
      { path: `metadatas.${name}.edit.placeholder`, value: texts.placeholder ?? '', strapiDefault: '' },
    );
  }
  const mainField = mainFieldOf(model);
  if (mainField) managed.push({ path: 'settings.mainField', value: mainField, strapiDefault: defaults.settings.mainField });
  if (isPageUid(model.uid)) {
    for (const [key, value] of Object.entries(PAGE_LIST_SETTINGS)) managed.push({ path: `settings.${key}`, value, strapiDefault: defaults.settings[key] });
    const view = PAGE_VIEWS[model.uid];
    managed.push(
      { path: 'layouts.list', value: view.list.filter((name) => Object.hasOwn(model.attributes, name)), strapiDefault: defaults.list },
      {
        path: 'layouts.edit',
        value: editRowsOf(model, view.edit),
        strapiDefault: defaults.editable,
        unchangedSince: editLayoutUnchanged,
      },
    );
  }
  return managed;
}

const get = (object: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), object);

function set(object: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let at = object;
  for (const key of keys.slice(0, -1)) {
    if (!at[key] || typeof at[key] !== 'object') at[key] = {};
    at = at[key] as Record<string, unknown>;
  }
  at[keys.at(-1)!] = value;
}

/** Whether a stored value still is Strapi's default (an edit layout: its fields in schema order, any sizes). */
function isStrapiDefault(entry: Managed, stored: unknown): boolean {
  if (entry.path === 'layouts.edit') return same(names(stored), entry.strapiDefault);
  return same(stored, entry.strapiDefault);
}

/**
 * What to store for `model`: `current` with each managed path set to our value where it still is
 * ours (or Strapi's default, the first time), and the record of what we wrote.
 */
export function planConfiguration(model: CmModel, current: CmConfiguration, applied: Applied = {}): Plan {
  const configuration = structuredClone(current);
  const nextApplied: Applied = {};
  const written: string[] = [];
  const kept: string[] = [];
  for (const entry of managedValues(model)) {
    const stored = get(current, entry.path);
    const ours = Object.hasOwn(applied, entry.path)
      ? (entry.unchangedSince ?? same)(stored, applied[entry.path])
      : stored === undefined || isStrapiDefault(entry, stored);
    if (!ours) {
      kept.push(entry.path);
      if (Object.hasOwn(applied, entry.path)) nextApplied[entry.path] = applied[entry.path];
      continue;
    }
    if (!same(stored, entry.value)) {
      set(configuration as unknown as Record<string, unknown>, entry.path, structuredClone(entry.value));
      written.push(entry.path);
    }
    nextApplied[entry.path] = entry.value;
  }
  return { configuration, applied: nextApplied, written, kept };
}
