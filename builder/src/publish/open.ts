import { getDocument, listRelated } from '../api/cms';
import { HttpError } from '../api/http';
import type { CmsDocument } from '../dashboard/document-state';
import type { Data } from '../schema/defaults';
import type { FieldSpec } from '../schema/form-model';
import { newKey } from '../store/keys';
import type { Block, Draft, OpenDocument } from '../store/types';
import type { PageType } from 'contract/rules';

export type LoadedDocument = { document: OpenDocument; draft: Draft; raw: CmsDocument & Data };

/** A CMS document as the builder edits it: blocks get client keys, relations are read in full. */
export async function loadDocument(type: PageType, documentId: string, locale: string, pageFields: FieldSpec[]): Promise<LoadedDocument | null> {
  let raw: CmsDocument & Data;
  try {
    raw = await getDocument(type, documentId, locale);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
  // Strapi answers 200 with empty data (and the other locales in meta) for a locale with no version.
  if (!raw?.documentId) return null;
  const page: Data = {};
  for (const field of pageFields) {
    if (field.kind === 'relation') page[field.name] = await listRelated(type, documentId, locale, field.name);
    else if (raw[field.name] !== undefined) page[field.name] = raw[field.name];
  }
  const blocks = ((raw.draft ?? []) as Data[]).map((block) => ({ ...block, __key: newKey() }) as Block);
  return {
    raw,
    document: { type, documentId, locale, updatedAt: raw.updatedAt, published: raw.published ?? [], publishedSettings: raw.publishedSettings ?? null },
    draft: { blocks, settings: (raw.draftSettings ?? {}) as Data, page },
  };
}
