import type { LiveOp } from 'contract/wire';
import { emptyHistory, type History } from '../store/actions/history';
import { useBuilder } from '../store/store';
import type { Draft } from '../store/types';
import { useSession } from '../publish/session-store';
import { applyOps } from './ops';

/**
 * Between the builder's store and live changes (changes.ts): the others' changes are shown without entering this
 * tab's undo history, yet every step of that history has them too, so undo takes back this editor's own edits and
 * leaves the others' in place. A save is told to the others, and a save told by another tab becomes this tab's
 * version of the page: its next save merges only what changed on the server since (someone outside the live page,
 * such as the CMS's own editor), not what it already has live.
 */

let quiet = false;

/** Runs `work` on the store without it counting as this editor's change or save. */
function quietly(work: () => void): void {
  quiet = true;
  try {
    work();
  } finally {
    quiet = false;
  }
}

const through = (history: History, ops: readonly LiveOp[]): History => ({
  ...history,
  past: history.past.map((draft) => applyOps(draft, ops)),
  future: history.future.map((draft) => applyOps(draft, ops)),
});

/** Puts `draft` in the store as changes from elsewhere (`ops`, or a whole page taken: `fresh` drops the history). */
export function showRemote(draft: Draft, ops: readonly LiveOp[] | null, fresh = false): void {
  quietly(() => {
    useBuilder.setState((state) => {
      if (fresh) {
        // The selected block keeps its selection under its new key (the same place, the same component).
        const at = state.structure.blocks.findIndex((block) => block.__key === state.selectedKey);
        const same = at >= 0 && draft.blocks[at]?.__component === state.structure.blocks[at].__component ? draft.blocks[at].__key : null;
        return { structure: draft, history: emptyHistory(), selectedKey: same };
      }
      return ops ? { structure: draft, history: through(state.history, ops) } : { structure: draft };
    });
    // The page taken is the one the merge starts from (its keys are the page's now).
    if (fresh) useSession.getState().set({ base: draft });
  });
}

/** Another tab saved `updatedAt` holding `page` (everything heard up to then): this tab's version now. */
export function savedElsewhere(updatedAt: string, page: Draft): void {
  const { document } = useBuilder.getState();
  // Versions are ISO times: a later one of this tab's own may have landed meanwhile. While the editor decides a merge,
  // its base stays the one the dialog was made against (the choice is taken on it).
  if (!document || document.updatedAt >= updatedAt || useSession.getState().conflict) return;
  quietly(() => {
    useBuilder.setState({ document: { ...document, updatedAt } });
    useSession.getState().set({ base: page });
  });
}

/**
 * Calls `local` with every change of the page this editor made (not those showRemote put in), and `saved` with
 * every version this tab saved.
 */
export function onLocalChange(local: (previous: Draft, next: Draft) => void, saved: (updatedAt: string) => void): () => void {
  return useBuilder.subscribe((state, previous) => {
    if (quiet) return;
    if (state.structure !== previous.structure) local(previous.structure, state.structure);
    const now = state.document;
    const before = previous.document;
    if (now && before && now.documentId === before.documentId && now.locale === before.locale && now.updatedAt !== before.updatedAt) saved(now.updatedAt);
  });
}
