import type { ComponentMap } from '../schema/types';
import { fieldsOf, type FieldSpec } from '../schema/form-model';
import type { Data } from '../schema/defaults';
import type { Block } from '../store/types';

/** A media value as the content-manager API takes it: the upload file's id, or null. */
function mediaId(value: unknown): number | null {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number') return (value as { id: number }).id;
  return null;
}

/**
 * A component's data for the content-manager API, driven by its schema: media become file ids,
 * nested components recurse, component ids and client keys are dropped (the CMS recreates the
 * components) and unknown keys are not sent.
 */
export function toCmsData(data: Data | null | undefined, fields: FieldSpec[]): Data {
  const out: Data = {};
  if (!data) return out;
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined || field.kind === 'relation' || field.kind === 'unsupported') continue;
    if (field.kind === 'media') out[field.name] = mediaId(value);
    else if (field.kind === 'component') out[field.name] = value ? toCmsData(value as Data, field.fields ?? []) : null;
    else if (field.kind === 'repeatable') out[field.name] = (Array.isArray(value) ? value : []).map((item) => toCmsData(item as Data, field.fields ?? []));
    else if (field.kind === 'number') out[field.name] = value === '' || value === null ? null : Number(value);
    else out[field.name] = value === '' && field.kind !== 'string' && field.kind !== 'text' && field.kind !== 'html' ? null : value;
  }
  return out;
}

export function toCmsBlocks(blocks: readonly Block[], components: ComponentMap): Data[] {
  return blocks.map((block) => ({
    __component: block.__component,
    ...toCmsData(block, fieldsOf(components[block.__component]?.schema.attributes ?? {}, components)),
  }));
}

/** What the CMS stores as the draft: blocks plus draftSettings. */
export function draftPayload(blocks: readonly Block[], settings: Data, settingsUid: string, components: ComponentMap): { draft: Data[]; draftSettings: Data } {
  return { draft: toCmsBlocks(blocks, components), draftSettings: toCmsData(settings, fieldsOf(components[settingsUid]?.schema.attributes ?? {}, components)) };
}
