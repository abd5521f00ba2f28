import { HttpError } from '../api/http';
import { reportError } from '../app/report-error';
import { mergedNote } from '../merge/with-server';
import { useBuilder } from '../store/store';
import { DOING, DONE, type SaveMode } from './save-mode';
import { useSession } from './session-store';
import { catchUp } from './save-steps/catch-up';
import { checkDraft } from './save-steps/check-draft';
import { checkPermission } from './save-steps/check-permission';
import { keepOffline } from './save-steps/keep-offline';
import { refusedField } from './save-steps/refused-field';
import type { SaveRun } from './save-steps/save-run';
import { publishSaved } from './save-steps/set-publication';
import { writeDraft } from './save-steps/write-draft';

/**
 * Save draft / Publish / Unpublish the open page. Publishing is the CMS's action: the builder first
 * saves the draft when it has unsaved changes (so what is published is what the editor sees), then
 * asks the CMS to publish what it stores. Stops on a validation error (naming the field), on a
 * missing permission (the CMS refuses too), and when the document changed on the server since this
 * tab loaded or saved it: their version is merged in (three-way, `merge/`), without a question when
 * the two sides changed different things, else the editor decides field by field (`conflict`).
 * `merged` lists what an earlier merge took in, for the alert. Offline, the work stays in the browser
 * and is saved on reconnection. Each step is in `save-steps/`.
 */
export async function save(mode: SaveMode, options: { quiet?: boolean; auto?: boolean; merged?: readonly string[] } = {}): Promise<boolean> {
  // While the editor decides a merge, nothing is saved by itself: the dialog's choice saves.
  if (useSession.getState().conflict && (options.auto || options.quiet)) return false;
  // What the editor asks for waits for a save under way (an autosave); an autosave does not queue.
  if (useSession.getState().saving) {
    if (options.auto || options.quiet) return false;
    await whenIdle();
  }
  const doc = useBuilder.getState().document;
  if (!doc || useSession.getState().saving) return false;
  let run: SaveRun = {
    mode,
    doc,
    draft: useBuilder.getState().structure,
    merged: options.merged ?? [],
    quiet: options.quiet ?? false,
    auto: options.auto ?? false,
  };
  if (!checkDraft(run) || !checkPermission(run)) return false;

  useSession.getState().set({ saving: mode });
  // What was under way when an error came: the draft's write, then the publication.
  let step: SaveMode = 'draft';
  try {
    const current = await catchUp(run);
    if (!current) return false;
    run = current;
    const saved = mode === 'draft' || useBuilder.getState().dirty ? await writeDraft(run.doc, run.draft) : run.doc;
    useSession.getState().set({ held: null });
    if (mode === 'draft') {
      const note = mergedNote(run.merged);
      // An autosave speaks only when it took in someone else's changes (the status says it saved).
      if (run.auto && !run.quiet) {
        if (note) useBuilder.getState().showAlert('success', `${DONE.draft}.${note}`);
      } else useBuilder.getState().showAlert('success', run.quiet ? `Back online: your offline changes were saved.${note}` : `${DONE.draft}.${note}`);
      return true;
    }
    step = mode;
    await publishSaved({ ...run, mode }, saved);
    return true;
  } catch (error) {
    if (error instanceof HttpError && error.isOffline) keepOffline(run, step);
    else if (step === 'draft' && refusedField(error, run)) return false;
    else reportError(DOING[step === 'draft' ? mode : step], error);
    return false;
  } finally {
    useSession.getState().set({ saving: null });
  }
}

/** Resolves once no save is under way. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (!useSession.getState().saving) return resolve();
    const unsubscribe = useSession.subscribe((state) => {
      if (state.saving) return;
      unsubscribe();
      resolve();
    });
  });
}
