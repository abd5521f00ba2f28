import { useEffect } from 'react';
import { useBuilder } from '../store/store';
import { save } from './save';
import { useSession } from './session-store';

/**
 * The draft goes to the CMS this long after the last change (the status then says "All changes
 * saved"): short enough that a 200-block page is in the CMS within 2.5 s of the last key (its save
 * takes about a second here; docs/benchmarks.md), long enough that typing does not save every word.
 */
export const AUTOSAVE_DELAY_MS = 800;

/**
 * Saves the open page's draft to the CMS by itself, debounced: `AUTOSAVE_DELAY_MS` after the last
 * change, through the same save as the Save button (the merge when the page changed on the server,
 * the offline queue when the CMS cannot be reached). A save under way delays it; changes typed during
 * a save are saved after it. A draft that breaks a rule is not sent: the save status says why.
 * The CMS keeps one version per editor per 5 minutes of such saves (its history policy).
 */
export function useAutosave(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void run(), AUTOSAVE_DELAY_MS);
    };
    const run = async () => {
      const { document, dirty } = useBuilder.getState();
      if (!document || !dirty) return;
      if (useSession.getState().saving) return schedule();
      const saved = await save('draft', { auto: true });
      if (saved && useBuilder.getState().dirty) schedule();
    };
    const unsubscribe = useBuilder.subscribe((state, previous) => {
      if (state.structure !== previous.structure && state.dirty) schedule();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, []);
}
