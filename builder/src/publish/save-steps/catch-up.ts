import { getDocument } from '../../api/cms';
import { mergeWithServer } from '../../merge/with-server';
import { useBuilder } from '../../store/store';
import type { SaveRun } from './save-run';

/**
 * The page changed on the server since this tab loaded or saved it: their version is merged in
 * first (`merge/`). Resolves to the run with the merged page, the run itself when nothing changed,
 * or null when the editor has to decide (the merge dialog) or the page is gone.
 */
export async function catchUp(run: SaveRun): Promise<SaveRun | null> {
  const { doc } = run;
  const remote = await getDocument(doc.type, doc.documentId, doc.locale);
  if (remote.updatedAt === doc.updatedAt) return run;
  const by = (remote.updatedBy as { email?: string } | undefined)?.email ?? null;
  const incoming = await mergeWithServer(run.mode, by);
  if (!incoming) return null;
  const state = useBuilder.getState();
  return { ...run, doc: state.document!, draft: state.structure, merged: [...run.merged, ...incoming] };
}
