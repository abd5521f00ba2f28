import { useCallback, useEffect } from 'react';
import { loadConfiguration } from '../api/cms';
import { reportError } from '../app/report-error';
import { clearLocal, localKey, readLocal } from '../offline/local-draft';
import { loadDocument } from '../publish/open';
import { useSession } from '../publish/session-store';
import { pageFieldsOf } from '../schema/document-fields';
import { useBuilder } from '../store/store';
import { PAGE_UID, type PageType } from 'contract/rules';
import { preloadPreviewUrl } from '../page-canvas/preview-url';
import { usePageLoad, type PageLoader } from './use-page-load';

/**
 * Opens a page locale in the builder: its document (or the unsaved work this browser kept of it,
 * with the merge base it started from) and its type's content-manager configuration (the fields'
 * words and order). `open` loads it again, with or without the kept work.
 */
export function useOpenPage(type: PageType, documentId: string, locale: string) {
  const components = useBuilder((state) => state.components);
  const contentType = useBuilder((state) => state.contentTypes[PAGE_UID[type]]);

  const loadPage = useCallback<PageLoader>(
    async (useLocalCopy, current) => {
      try {
        const loaded = await loadDocument(type, documentId, locale, pageFieldsOf(contentType, components));
        if (!current()) return null;
        if (!loaded) return 'missing';
        const key = localKey(type, documentId, locale);
        const local = useLocalCopy ? readLocal(key) : null;
        if (!useLocalCopy) clearLocal(key);
        if (local) {
          useBuilder.getState().openDocument({ ...loaded.document, updatedAt: local.baseUpdatedAt }, local.draft, true);
          // The merge base is the CMS's version when the kept work started from it; else unknown (every difference asks).
          const base = loaded.document.updatedAt === local.baseUpdatedAt ? loaded.draft : null;
          useSession.getState().set({ pending: local.pending, conflict: null, base });
          useBuilder.getState().showAlert('info', `Restored unsaved changes kept in this browser (${new Date(local.savedAt).toLocaleString()}).`);
        } else {
          useBuilder.getState().openDocument(loaded.document, loaded.draft);
          useSession.getState().set({ pending: false, conflict: null, base: loaded.draft });
        }
        // The frame's URL is minted while the page renders (the canvas asks for the same key).
        preloadPreviewUrl(type, String(useBuilder.getState().structure.page.slug ?? ''), locale);
        return 'ready';
      } catch (error) {
        if (!current()) return null;
        reportError('Opening the page', error);
        return 'failed';
      }
    },
    [type, documentId, locale, contentType, components],
  );
  const { load, reopen } = usePageLoad(`${type}/${documentId}/${locale}`, loadPage, () => useBuilder.getState().closeDocument());

  useEffect(() => {
    loadConfiguration(type).then(
      (answer) => useBuilder.getState().setContentManagerConfiguration(PAGE_UID[type], answer.data),
      (error) => console.error('[builder] configuration', error),
    );
  }, [type]);

  return { load, open: reopen };
}
