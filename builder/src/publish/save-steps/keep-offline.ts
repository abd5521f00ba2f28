import { localKey, readLocal, writeLocal } from '../../offline/local-draft';
import { useBuilder } from '../../store/store';
import { DONE, type SaveMode } from '../save-mode';
import { useSession } from '../session-store';
import type { SaveRun } from './save-run';

/**
 * The CMS was not reachable during `step`. Writing the draft: the work stays in this browser, queued
 * to be saved when the CMS is back (`offline/`). Publishing after the draft was written: nothing to
 * keep, the editor tries again.
 */
export function keepOffline({ doc, draft, quiet }: SaveRun, step: SaveMode): void {
  const { showAlert } = useBuilder.getState();
  if (step !== 'draft') {
    showAlert('warning', `The CMS is not reachable: your draft is saved but not ${DONE[step].toLowerCase()}. Try again when it is back.`);
    return;
  }
  const key = localKey(doc.type, doc.documentId, doc.locale);
  const local = readLocal(key);
  writeLocal(key, { draft, baseUpdatedAt: local?.baseUpdatedAt ?? doc.updatedAt, savedAt: new Date().toISOString(), pending: true });
  useSession.getState().set({ pending: true });
  if (!quiet) showAlert('warning', `The CMS is not reachable: your changes are kept in this browser and will be saved when it is back.`);
}
