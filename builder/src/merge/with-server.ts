import { labelLookup } from '../schema/configured-labels';
import { pageFieldsOf, settingsUidOf } from '../schema/document-fields';
import { loadDocument, type LoadedDocument } from '../publish/open';
import { useSession } from '../publish/session-store';
import type { SaveMode } from '../publish/save-mode';
import { useBuilder } from '../store/store';
import { type Draft, type OpenDocument } from '../store/types';
import { PAGE_UID } from 'contract/rules';
import { blockName } from '../schema/readable';
import type { MergeResult } from './merge-types';
import { threeWayMerge } from './three-way';

/** An empty base: when this tab's base is unknown, every difference with the server is asked about. */
const NO_BASE: Draft = { blocks: [], settings: {}, page: {} };

/** The three-way merge of the open page's draft with `theirs`, named with the CMS's labels. */
export function mergeOpenPage(theirs: Draft): MergeResult {
  const state = useBuilder.getState();
  const doc = state.document!;
  const contentType = state.contentTypes[PAGE_UID[doc.type]];
  const lookup = labelLookup(state.configuration.contentManager);
  return threeWayMerge(useSession.getState().base ?? NO_BASE, state.structure, theirs, {
    blockName: (uid) => blockName(uid, state.components),
    fieldLabel: (model, field) => lookup(model, field),
    pageModel: PAGE_UID[doc.type],
    settingsModel: settingsUidOf(contentType),
  });
}

/**
 * Puts a merged draft in the editor as one undoable change, and takes `theirs` as the version the
 * edits now start from (the next save writes over it; a later change on the server is a new conflict).
 */
export function applyMerge(merged: Draft, theirs: LoadedDocument): OpenDocument {
  const state = useBuilder.getState();
  state.change(() => merged);
  const document = { ...state.document!, updatedAt: theirs.document.updatedAt };
  useBuilder.setState({ document });
  useSession.getState().set({ base: theirs.draft, conflict: null });
  return document;
}

/**
 * The page changed on the server since this tab loaded or saved it: reads their version and merges.
 * Resolves to the list of what came in when it merged without a question; to null when the editor has
 * to decide (the session's `conflict` holds the merge for the dialog) or the page is gone.
 */
export async function mergeWithServer(mode: SaveMode, remoteBy: string | null): Promise<string[] | null> {
  const state = useBuilder.getState();
  const doc = state.document!;
  const contentType = state.contentTypes[PAGE_UID[doc.type]];
  const theirs = await loadDocument(doc.type, doc.documentId, doc.locale, pageFieldsOf(contentType, state.components));
  if (!theirs) {
    state.showAlert('error', 'Not saved: this page was deleted in the CMS since you opened it.');
    return null;
  }
  const merge = mergeOpenPage(theirs.draft);
  if (!merge.conflicts.length) {
    applyMerge(merge.resolve({}), theirs);
    return merge.incoming;
  }
  useSession.getState().set({ conflict: { mode, remoteUpdatedAt: theirs.document.updatedAt, remoteBy, merge, theirs } });
  return null;
}

/**
 * Live editing: this tab comes back to a page the others kept editing live, with work of its own done offline.
 * `before` is the page as it had it from them when its link dropped, `theirs` their page now (this tab's page shows
 * its own work on theirs). Where both changed the same thing, the editor chooses, in the merge dialog; resolves to
 * whether it asks.
 */
export function askAboutOfflineWork(before: Draft, theirs: Draft): boolean {
  const state = useBuilder.getState();
  const doc = state.document;
  if (!doc) return false;
  // A save on return found the conflict first: the editor is deciding it already (this tab's edits wait meanwhile).
  if (useSession.getState().conflict) return true;
  useSession.getState().set({ base: before });
  const merge = mergeOpenPage(theirs);
  if (!merge.conflicts.length) return false;
  const raw = { documentId: doc.documentId, updatedAt: doc.updatedAt } as unknown as LoadedDocument['raw'];
  useSession
    .getState()
    .set({ conflict: { mode: 'draft', remoteUpdatedAt: doc.updatedAt, remoteBy: null, merge, theirs: { document: doc, draft: theirs, raw } } });
  return true;
}

/** What the save's alert says about a merge: the changes that came in, named. */
export function mergedNote(incoming: readonly string[]): string {
  if (!incoming.length) return '';
  const shown = incoming.slice(0, 8).join('; ');
  const more = incoming.length > 8 ? `; and ${incoming.length - 8} more` : '';
  return ` Merged in changes saved elsewhere: ${shown}${more}.`;
}
