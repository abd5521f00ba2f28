import { useMemo } from 'react';
import { useBuilder } from '../store/store';
import type { FieldSpec } from './form-model';

/**
 * The words of the forms from the CMS's content-manager configuration (GET
 * /content-manager/content-types/:uid/configuration, which the builder loads per page type: the
 * page type's and every component's "Configure the view"): each field's label, description and
 * placeholder (`metadatas.<field>.edit`), the order of the fields (`layouts.edit`) and the field that
 * names an entry (`settings.mainField`). The CMS writes them on start from its one table
 * (cms/src/admin-views/field-texts.ts) and an admin may change them, so the builder and Strapi's
 * admin say the same. A field the configuration does not label keeps the label made from its name.
 */
interface RawModel {
  uid?: string;
  settings?: { mainField?: unknown };
  metadatas?: Record<string, { edit?: { label?: unknown; description?: unknown; placeholder?: unknown } }>;
  layouts?: { edit?: unknown };
}
interface RawConfiguration {
  contentType?: RawModel;
  components?: Record<string, RawModel>;
}

export interface FieldView {
  label?: string;
  description?: string;
  placeholder?: string;
}

/** What the configuration says of one model. */
export interface ModelView {
  fields: Map<string, FieldView>;
  /** The edit view's fields, row by row (empty: schema order). */
  order: string[];
  /** The field that names an entry (Strapi's main field), when it is not `id`. */
  mainField?: string;
}

export type ViewLookup = (model: string) => ModelView | undefined;
export type LabelLookup = (model: string, field: string) => string | undefined;

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

function modelView(raw: RawModel | null | undefined): ModelView {
  const fields = new Map<string, FieldView>();
  for (const [name, metadata] of Object.entries(raw?.metadatas ?? {})) {
    const edit = metadata?.edit;
    const view = { label: text(edit?.label), description: text(edit?.description), placeholder: text(edit?.placeholder) };
    if (view.label || view.description || view.placeholder) fields.set(name, view);
  }
  const rows = Array.isArray(raw?.layouts?.edit) ? (raw.layouts.edit as unknown[]) : [];
  const order = rows.flatMap((row) => (Array.isArray(row) ? row : [])).flatMap((field) => (typeof field?.name === 'string' ? [field.name as string] : []));
  const main = text(raw?.settings?.mainField);
  return { fields, order, mainField: main && main !== 'id' && main !== 'documentId' ? main : undefined };
}

const lookups = new WeakMap<object, ViewLookup>();

/** The views of every model in the configurations loaded so far (the same function per loaded set). */
export function viewLookup(contentManager: Record<string, unknown>): ViewLookup {
  const cached = lookups.get(contentManager);
  if (cached) return cached;
  const models = new Map<string, ModelView>();
  for (const [uid, value] of Object.entries(contentManager)) {
    const configuration = value as RawConfiguration | null;
    if (configuration?.contentType) models.set(uid, modelView(configuration.contentType));
    for (const [component, raw] of Object.entries(configuration?.components ?? {})) models.set(component, modelView(raw));
  }
  const lookup: ViewLookup = (model) => models.get(model);
  lookups.set(contentManager, lookup);
  return lookup;
}

export function labelLookup(contentManager: Record<string, unknown>): LabelLookup {
  const views = viewLookup(contentManager);
  return (model, field) => views(model)?.fields.get(field)?.label;
}

/** `fields` in the edit view's order; fields it does not place keep their schema order, after it. */
function ordered(fields: FieldSpec[], order: string[]): FieldSpec[] {
  if (!order.length) return fields;
  const rank = new Map(order.map((name, i) => [name, i]));
  return fields
    .map((field, i) => ({ field, rank: rank.get(field.name) ?? order.length + i }))
    .sort((a, b) => a.rank - b.rank)
    .map((entry) => entry.field);
}

/** The fields of `model` as its configured view says (labels, descriptions, placeholders, order, main field), nested components' too. */
export function withViews(fields: FieldSpec[], model: string, views: ViewLookup): FieldSpec[] {
  const view = views(model);
  return ordered(
    fields.map((spec) => {
      const own = view?.fields.get(spec.name);
      const nested = spec.fields && spec.component ? withViews(spec.fields, spec.component, views) : spec.fields;
      const mainField = spec.component ? views(spec.component)?.mainField : undefined;
      return {
        ...spec,
        label: own?.label ?? spec.label,
        description: own?.description ?? spec.description,
        placeholder: own?.placeholder ?? spec.placeholder,
        mainField: mainField ?? spec.mainField,
        fields: nested,
      };
    }),
    view?.order ?? [],
  );
}

/** The view lookup of the configurations loaded so far. */
export function useViewLookup(): ViewLookup {
  const contentManager = useBuilder((state) => state.configuration.contentManager);
  return useMemo(() => viewLookup(contentManager), [contentManager]);
}

/** The label lookup of the configurations loaded so far. */
export function useLabelLookup(): LabelLookup {
  const contentManager = useBuilder((state) => state.configuration.contentManager);
  return useMemo(() => labelLookup(contentManager), [contentManager]);
}

/** `fields` of `model` with the words and order of the CMS's configured view. */
export function useConfiguredFields(fields: FieldSpec[], model: string): FieldSpec[] {
  const views = useViewLookup();
  return useMemo(() => withViews(fields, model, views), [fields, model, views]);
}
