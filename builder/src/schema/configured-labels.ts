import { useMemo } from 'react';
import { useBuilder } from '../store/store';
import type { FieldSpec } from './form-model';

/**
 * Field labels from the CMS's content-manager configuration (GET
 * /content-manager/content-types/:uid/configuration, which the builder loads per page type): the
 * labels the CMS writes on start from its one table (cms/src/admin-views/field-texts.ts), or an
 * admin's change of them, so the builder and Strapi's admin call a field the same. A field the
 * configuration does not label keeps the label made from its name.
 */
interface Metadatas {
  metadatas?: Record<string, { edit?: { label?: unknown } }>;
}
interface Configuration {
  contentType?: Metadatas & { uid?: string };
  components?: Record<string, Metadatas>;
}

export type LabelLookup = (model: string, field: string) => string | undefined;

export function labelLookup(contentManager: Record<string, unknown>): LabelLookup {
  const labels = new Map<string, string>();
  const add = (model: string, metadatas: Metadatas['metadatas']) => {
    for (const [name, metadata] of Object.entries(metadatas ?? {})) {
      const label = metadata?.edit?.label;
      if (typeof label === 'string' && label.trim()) labels.set(`${model}\n${name}`, label);
    }
  };
  for (const [uid, value] of Object.entries(contentManager)) {
    const configuration = value as Configuration | null;
    add(uid, configuration?.contentType?.metadatas);
    for (const [component, settings] of Object.entries(configuration?.components ?? {})) add(component, settings?.metadatas);
  }
  return (model, field) => labels.get(`${model}\n${field}`);
}

/** The fields of `model` with their configured labels, nested components' fields too. */
export function withLabels(fields: FieldSpec[], model: string, lookup: LabelLookup): FieldSpec[] {
  return fields.map((spec) => {
    const label = lookup(model, spec.name) ?? spec.label;
    const nested = spec.fields && spec.component ? withLabels(spec.fields, spec.component, lookup) : spec.fields;
    return { ...spec, label, fields: nested };
  });
}

/** The label lookup of the configurations loaded so far. */
export function useLabelLookup(): LabelLookup {
  const contentManager = useBuilder((state) => state.configuration.contentManager);
  return useMemo(() => labelLookup(contentManager), [contentManager]);
}

/** `fields` of `model` labelled as the CMS's configuration says. */
export function useConfiguredFields(fields: FieldSpec[], model: string): FieldSpec[] {
  const lookup = useLabelLookup();
  return useMemo(() => withLabels(fields, model, lookup), [fields, model, lookup]);
}
