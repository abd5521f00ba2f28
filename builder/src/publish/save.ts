import { getDocument, setPublication, updateDocument } from '../api/cms';
import { HttpError } from '../api/http';
import { reportError } from '../app/report-error';
import { useAuth } from '../auth/auth-store';
import { can, CM, PUBLISH_PAGES } from '../auth/permissions';
import { clearLocal, localKey, readLocal, writeLocal } from '../offline/local-draft';
import { pageFieldsOf, settingsUidOf, validateDraft } from '../schema/document-fields';
import type { Data } from '../schema/defaults';
import { useBuilder } from '../store/store';
import { CONTENT_TYPE_UID, type Draft, type OpenDocument } from '../store/types';
import { draftPayload, toCmsData } from './serialize';
import { useSession } from './session-store';
import { fieldRefusal } from './field-refusal';
import { getIn } from '../store/path';
import { mergedNote, mergeWithServer } from '../merge/with-server';

export type SaveMode = 'draft' | 'publish' | 'unpublish';

const DONE: Record<SaveMode, string> = { draft: 'Draft saved', publish: 'Published', unpublish: 'Unpublished' };
const DOING: Record<SaveMode, string> = { draft: 'Saving the draft', publish: 'Publishing', unpublish: 'Unpublishing' };
const UNCHANGED: Record<Exclude<SaveMode, 'draft'>, string> = {
  publish: 'Already published: the published page matches this draft.',
  unpublish: 'Already unpublished.',
};

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
async function writeDraft(doc: OpenDocument, draft: Draft): Promise<OpenDocument> {
  const state = useBuilder.getState();
  const contentType = state.contentTypes[CONTENT_TYPE_UID[doc.type]];
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

/**
 * The CMS refused a page field or a settings field by name (a slug already used): the alert and the
 * field say which, and the field stays marked while it keeps the refused value.
 */
function refusedField(error: unknown, draft: Draft, pageFields: ReturnType<typeof pageFieldsOf>): boolean {
  const pathOf = (field: string) => (field.startsWith('draftSettings.') ? `settings.${field.slice('draftSettings.'.length)}` : `page.${field}`);
  const refusal = fieldRefusal(
    error,
    (field) => {
      const name = field.startsWith('draftSettings.') ? field.slice('draftSettings.'.length) : field;
      const spec = pageFields.find((candidate) => candidate.name === field);
      return spec ? `Page › ${spec.label}` : `Settings › ${name}`;
    },
    (field) => getIn(draft, pathOf(field).split('.')),
  );
  if (!refusal || refusal.field.startsWith('draft.')) return false;
  useSession.getState().set({ showErrors: true, refused: [{ path: pathOf(refusal.field), value: refusal.value, message: refusal.message }] });
  useBuilder.getState().showAlert('error', `Not saved: ${refusal.message}`, { untilFixed: true });
  return true;
}

/**
 * Save draft / Publish / Unpublish the open page. Publishing is the CMS's action: the builder first
 * saves the draft when it has unsaved changes (so what is published is what the editor sees), then
 * asks the CMS to publish what it stores. Stops on a validation error (naming the field), on a
 * missing permission (the CMS refuses too), and when the document changed on the server since this
 * tab loaded or saved it: their version is merged in (three-way, `merge/`), without a question when
 * the two sides changed different things, else the editor decides field by field (`conflict`).
 * `merged` lists what an earlier merge took in, for the alert. Offline, the work stays in the browser
 * and is saved on reconnection.
 */
export async function save(mode: SaveMode, options: { quiet?: boolean; merged?: readonly string[] } = {}): Promise<boolean> {
  const state = useBuilder.getState();
  const session = useSession.getState();
  let doc = state.document;
  if (!doc || session.saving) return false;
  const uid = CONTENT_TYPE_UID[doc.type];
  const contentType = state.contentTypes[uid];
  let draft = state.structure;
  let note = mergedNote(options.merged ?? []);

  const errors = validateDraft(draft, state.components, contentType);
  if (errors.length) {
    session.set({ showErrors: true });
    const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
    state.showAlert('error', `Not saved: ${errors[0].message}${more}`, { untilFixed: true });
    const blockKey = /^blocks\.([^.[]+)/.exec(errors[0].path)?.[1];
    if (blockKey) state.select(blockKey);
    return false;
  }

  const permissions = useAuth.getState().permissions;
  const needed = mode === 'draft' ? CM.update : PUBLISH_PAGES;
  const allowed =
    mode === 'draft' ? can(permissions, CM.update, uid, doc.locale) : can(permissions, PUBLISH_PAGES, null) && can(permissions, CM.update, uid, doc.locale);
  if (!allowed) {
    const what = mode === 'draft' ? 'edit' : mode;
    state.showAlert(
      'error',
      `${DOING[mode]} refused: your role may not ${what} ${contentType?.schema.displayName ?? doc.type} in ${doc.locale} (permission ${needed} is missing).`,
    );
    return false;
  }

  session.set({ saving: mode });
  let step: SaveMode = 'draft';
  try {
    const remote = await getDocument(doc.type, doc.documentId, doc.locale);
    if (remote.updatedAt !== doc.updatedAt) {
      const by = (remote.updatedBy as { email?: string } | undefined)?.email ?? null;
      const incoming = await mergeWithServer(mode, by);
      if (!incoming) return false;
      note = mergedNote([...(options.merged ?? []), ...incoming]);
      doc = useBuilder.getState().document!;
      draft = useBuilder.getState().structure;
    }
    const saved = mode === 'draft' || useBuilder.getState().dirty ? await writeDraft(doc, draft) : doc;
    if (mode === 'draft') {
      state.showAlert('success', options.quiet ? `Back online: your offline changes were saved.${note}` : `${DONE.draft}.${note}`);
      return true;
    }
    step = mode;
    const { document, changed } = await setPublication(mode, doc.type, doc.documentId, doc.locale);
    const dirty = useBuilder.getState().dirty;
    useBuilder
      .getState()
      .markSaved({ ...saved, updatedAt: document.updatedAt, published: document.published ?? [], publishedSettings: document.publishedSettings ?? null });
    if (dirty) useBuilder.setState({ dirty: true });
    state.showAlert('success', `${changed ? `${DONE[mode]}.` : UNCHANGED[mode]}${note}`);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.isOffline) {
      if (step !== 'draft') {
        state.showAlert('warning', `The CMS is not reachable: your draft is saved but not ${DONE[step].toLowerCase()}. Try again when it is back.`);
        return false;
      }
      const key = localKey(doc.type, doc.documentId, doc.locale);
      const local = readLocal(key);
      writeLocal(key, { draft, baseUpdatedAt: local?.baseUpdatedAt ?? doc.updatedAt, savedAt: new Date().toISOString(), pending: true });
      useSession.getState().set({ pending: true });
      if (!options.quiet) state.showAlert('warning', `The CMS is not reachable: your changes are kept in this browser and will be saved when it is back.`);
      return false;
    }
    if (step === 'draft' && refusedField(error, draft, pageFieldsOf(contentType, state.components))) return false;
    reportError(DOING[step === 'draft' ? mode : step], error);
    return false;
  } finally {
    useSession.getState().set({ saving: null });
  }
}
