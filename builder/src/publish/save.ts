import { getDocument, updateDocument } from '../api/cms';
import { HttpError } from '../api/http';
import { reportError } from '../app/report-error';
import { useAuth } from '../auth/auth-store';
import { can, CM, PUBLISH_PAGES } from '../auth/permissions';
import { clearLocal, localKey, readLocal, writeLocal } from '../offline/local-draft';
import { pageFieldsOf, settingsUidOf, validateDraft } from '../schema/document-fields';
import type { Data } from '../schema/defaults';
import { useBuilder } from '../store/store';
import { CONTENT_TYPE_UID, type Draft } from '../store/types';
import { draftPayload, toCmsData, unpublishPayload } from './serialize';
import { useSession } from './session-store';

export type SaveMode = 'draft' | 'publish' | 'unpublish';

const DONE: Record<SaveMode, string> = { draft: 'Draft saved', publish: 'Published', unpublish: 'Unpublished' };
const DOING: Record<SaveMode, string> = { draft: 'Saving the draft', publish: 'Publishing', unpublish: 'Unpublishing' };

/** The fields of the PUT for a mode: page fields + draft always; published copies for publish. */
export function payloadFor(mode: SaveMode, draft: Draft, settingsUid: string, pageFields: ReturnType<typeof pageFieldsOf>, components: Parameters<typeof draftPayload>[3]): Data {
  const page = toCmsData(draft.page, pageFields);
  for (const field of pageFields) {
    const value = draft.page[field.name];
    if (field.kind === 'relation' && Array.isArray(value)) page[field.name] = { set: value.map((item) => ({ id: (item as { id: number }).id })) };
  }
  const content = draftPayload(draft.blocks, draft.settings, settingsUid, components);
  if (mode === 'publish') return { ...page, ...content, published: content.draft, publishedSettings: content.draftSettings };
  if (mode === 'unpublish') return { ...page, ...content, ...unpublishPayload() };
  return { ...page, ...content };
}

/**
 * Save draft / Publish / Unpublish the open page through the content-manager API. Stops on a
 * validation error (naming the field), on a missing permission, and on a conflict (the document
 * changed on the server since it was opened: the editor chooses). Offline, the work stays in the
 * browser and is saved on reconnection.
 */
export async function save(mode: SaveMode, options: { force?: boolean; quiet?: boolean } = {}): Promise<boolean> {
  const state = useBuilder.getState();
  const session = useSession.getState();
  const doc = state.document;
  if (!doc || session.saving) return false;
  const uid = CONTENT_TYPE_UID[doc.type];
  const contentType = state.contentTypes[uid];
  const draft = state.structure;

  const errors = validateDraft(draft, state.components, contentType);
  if (errors.length) {
    session.set({ showErrors: true });
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    state.showAlert('error', `Not saved: ${errors[0].message}${more}`);
    const blockKey = /^blocks\.([^.[]+)/.exec(errors[0].path)?.[1];
    if (blockKey) state.select(blockKey);
    return false;
  }

  const permissions = useAuth.getState().permissions;
  const needed = mode === 'draft' ? CM.update : PUBLISH_PAGES;
  const allowed = mode === 'draft' ? can(permissions, CM.update, uid, doc.locale) : can(permissions, PUBLISH_PAGES, null) && can(permissions, CM.update, uid, doc.locale);
  if (!allowed) {
    const what = mode === 'draft' ? 'edit' : mode;
    state.showAlert('error', `${DOING[mode]} refused: your role may not ${what} ${contentType?.schema.displayName ?? doc.type} in ${doc.locale} (permission ${needed} is missing).`);
    return false;
  }

  const key = localKey(doc.type, doc.documentId, doc.locale);
  session.set({ saving: mode });
  try {
    if (!options.force) {
      const remote = await getDocument(doc.type, doc.documentId, doc.locale);
      if (remote.updatedAt !== doc.updatedAt) {
        const by = (remote.updatedBy as { email?: string } | undefined)?.email ?? null;
        session.set({ conflict: { mode, remoteUpdatedAt: remote.updatedAt, remoteBy: by } });
        return false;
      }
    }
    const data = payloadFor(mode, draft, settingsUidOf(contentType), pageFieldsOf(contentType, state.components), state.components);
    const saved = await updateDocument(doc.type, doc.documentId, doc.locale, data);
    const stillDirty = useBuilder.getState().structure !== draft;
    const document = { ...doc, updatedAt: saved.updatedAt, published: saved.published ?? [], publishedSettings: saved.publishedSettings ?? null };
    useBuilder.getState().markSaved(document);
    if (stillDirty) useBuilder.setState({ dirty: true });
    if (stillDirty) writeLocal(key, { draft: useBuilder.getState().structure, baseUpdatedAt: saved.updatedAt, savedAt: new Date().toISOString(), pending: false });
    else clearLocal(key);
    session.set({ pending: false, conflict: null, showErrors: false, previewVersion: useSession.getState().previewVersion + 1 });
    if (!options.quiet || mode !== 'draft') state.showAlert('success', `${DONE[mode]}.`);
    else state.showAlert('success', 'Back online: your offline changes were saved.');
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.isOffline) {
      const local = readLocal(key);
      writeLocal(key, { draft, baseUpdatedAt: local?.baseUpdatedAt ?? doc.updatedAt, savedAt: new Date().toISOString(), pending: true });
      session.set({ pending: true });
      if (!options.quiet) state.showAlert('warning', `The CMS is not reachable: your changes are kept in this browser and will be saved when it is back.`);
      return false;
    }
    reportError(DOING[mode], error);
    return false;
  } finally {
    useSession.getState().set({ saving: null });
  }
}
