import { setPublication } from '../../api/cms';
import { mergedNote } from '../../merge/with-server';
import { useBuilder } from '../../store/store';
import type { OpenDocument } from '../../store/types';
import { DONE, UNCHANGED } from '../save-mode';
import type { SaveRun } from './save-run';

/**
 * Asks the CMS to publish (or unpublish) what it stores, `saved` being the page as last written; the
 * builder then shows the published pair it answers (still dirty when the editor typed meanwhile).
 */
export async function publishSaved(run: SaveRun & { mode: 'publish' | 'unpublish' }, saved: OpenDocument): Promise<void> {
  const { mode, doc } = run;
  const { document, changed } = await setPublication(mode, doc.type, doc.documentId, doc.locale);
  const dirty = useBuilder.getState().dirty;
  useBuilder
    .getState()
    .markSaved({ ...saved, updatedAt: document.updatedAt, published: document.published ?? [], publishedSettings: document.publishedSettings ?? null });
  if (dirty) useBuilder.setState({ dirty: true });
  useBuilder.getState().showAlert('success', `${changed ? `${DONE[mode]}.` : UNCHANGED[mode]}${mergedNote(run.merged)}`);
}
