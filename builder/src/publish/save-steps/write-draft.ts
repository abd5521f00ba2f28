import { updateDocument } from '../../api/cms';
import { clearLocal, localKey, writeLocal } from '../../offline/local-draft';
import type { Data } from '../../schema/defaults';
import { pageFieldsOf, settingsUidOf } from '../../schema/document-fields';
import { useBuilder } from '../../store/store';
import { type Draft, type OpenDocument } from '../../store/types';
import { PAGE_UID } from 'contract/rules';
import { draftPayload, toCmsData } from '../serialize';
import { useSession } from '../session-store';

/** The draft PUT: page fields, draft and draftSettings. The published pair is the CMS's publish action's. */
export function draftData(
  draft: Draft,
  settingsUid: string,
  pageFields: ReturnType<typeof pageFieldsOf>,
  components: Parameters<typeof draftPayload>[3],
): Data {
  const page = toCmsData(draft.page, pageFields);
  for (const field of pageFields) {
    const value = draft.page[field.name];
    if (field.kind === 'relation' && Array.isArray(value)) page[field.name] = { set: value.map((item) => ({ id: (item as { id: number }).id })) };
  }
  return { ...page, ...draftPayload(draft.blocks, draft.settings, settingsUid, components) };
}

/** Writes the editor's draft; the builder then shows it saved (still dirty when they typed meanwhile). */
export async function writeDraft(doc: OpenDocument, draft: Draft): Promise<OpenDocument> {
  const state = useBuilder.getState();
  const contentType = state.contentTypes[PAGE_UID[doc.type]];
  const data = draftData(draft, settingsUidOf(contentType), pageFieldsOf(contentType, state.components), state.components);
  const saved = await updateDocument(doc.type, doc.documentId, doc.locale, data);
  const document = { ...doc, updatedAt: saved.updatedAt, published: saved.published ?? [], publishedSettings: saved.publishedSettings ?? null };
  const key = localKey(doc.type, doc.documentId, doc.locale);
  const stillDirty = useBuilder.getState().structure !== draft;
  useBuilder.getState().markSaved(document);
  if (stillDirty) {
    useBuilder.setState({ dirty: true });
    writeLocal(key, { draft: useBuilder.getState().structure, baseUpdatedAt: saved.updatedAt, savedAt: new Date().toISOString(), pending: false });
  } else clearLocal(key);
  useSession.getState().set({ pending: false, conflict: null, showErrors: false, base: draft, refused: [] });
  return document;
}
