import { validateDraft } from '../../schema/document-fields';
import { useBuilder } from '../../store/store';
import { PAGE_UID } from 'contract/rules';
import { useSession } from '../session-store';
import type { SaveRun } from './save-run';

/**
 * The draft breaks a schema rule: nothing is sent; the alert names the first problem and its block is
 * selected. An autosave (`run.auto`) says it in the save status only, and moves nothing.
 */
export function checkDraft({ doc, draft, auto }: SaveRun): boolean {
  const state = useBuilder.getState();
  const errors = validateDraft(draft, state.components, state.contentTypes[PAGE_UID[doc.type]]);
  if (!errors.length) return true;
  if (auto) {
    useSession.getState().set({ held: errors[0].message });
    return false;
  }
  useSession.getState().set({ showErrors: true });
  const more = errors.length > 1 ? ` (and ${errors.length - 1} more)` : '';
  state.showAlert('error', `Not saved: ${errors[0].message}${more}`, { untilFixed: true });
  const blockKey = /^blocks\.([^.[]+)/.exec(errors[0].path)?.[1];
  if (blockKey) state.select(blockKey);
  return false;
}
