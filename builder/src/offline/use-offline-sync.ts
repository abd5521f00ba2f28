import { useEffect } from 'react';
import { useBuilder } from '../store/store';
import { save } from '../publish/save';
import { useSession } from '../publish/session-store';
import { localKey, readLocal, writeLocal } from './local-draft';

const KEEP_DELAY_MS = 300;
const RETRY_MS = 5000;

/**
 * Keeps unsaved work in the browser as it changes, retries a queued save when the browser is back
 * online (and every few seconds while one is queued), and warns before leaving with work not yet in
 * the CMS (unsaved changes, or a text being edited in place on the page).
 */
export function useOfflineSync(): void {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const keep = () => {
      const { document, structure, dirty } = useBuilder.getState();
      if (!document || !dirty) return;
      const key = localKey(document.type, document.documentId, document.locale);
      const previous = readLocal(key);
      writeLocal(key, {
        draft: structure,
        baseUpdatedAt: previous?.baseUpdatedAt ?? document.updatedAt,
        savedAt: new Date().toISOString(),
        pending: useSession.getState().pending,
      });
    };
    const unsubscribe = useBuilder.subscribe((state, previous) => {
      if (state.structure === previous.structure || !state.dirty) return;
      clearTimeout(timer);
      timer = setTimeout(keep, KEEP_DELAY_MS);
    });
    const retry = () => {
      if (useSession.getState().pending && !useSession.getState().saving) void save('draft', { quiet: true });
    };
    const interval = setInterval(retry, RETRY_MS);
    const warn = (event: BeforeUnloadEvent) => {
      // Unsaved in the CMS: changes not saved yet, or a text still being written on the page.
      if (!useBuilder.getState().dirty && !useSession.getState().frameEditing) return;
      keep();
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('online', retry);
    window.addEventListener('beforeunload', warn);
    return () => {
      clearTimeout(timer);
      keep();
      unsubscribe();
      clearInterval(interval);
      window.removeEventListener('online', retry);
      window.removeEventListener('beforeunload', warn);
    };
  }, []);
}
