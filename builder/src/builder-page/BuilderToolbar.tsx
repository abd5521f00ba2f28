import { builderHref, ROUTES } from '../app/router';
import { LocaleSwitcher } from '../locales/LocaleSwitcher';
import { save } from '../publish/save';
import type { SaveMode } from '../publish/save-mode';
import { useSession } from '../publish/session-store';
import { useBuilder } from '../store/store';
import { PAGE_UID, type PageType } from 'contract/rules';

/**
 * The builder's toolbar: the page's title and type, its locale, whether its changes are saved, undo
 * and redo, and the page's commands (images, preview in a new tab, save, publish, unpublish,
 * schedule, history). The images, schedule and history dialogs are the page's to open.
 */
export function BuilderToolbar({
  type,
  documentId,
  locale,
  onImages,
  onSidePanel,
}: {
  type: PageType;
  documentId: string;
  locale: string;
  onImages(): void;
  onSidePanel(panel: 'history' | 'schedule'): void;
}) {
  const typeName = useBuilder((state) => state.contentTypes[PAGE_UID[type]]?.schema.displayName);
  const dirty = useBuilder((state) => state.dirty);
  const title = useBuilder((state) => String(state.structure.page.title ?? state.structure.settings.articleTitle ?? state.structure.page.slug ?? ''));
  const canUndo = useBuilder((state) => state.history.past.length > 0);
  const canRedo = useBuilder((state) => state.history.future.length > 0);
  const isPublished = useBuilder((state) => !!state.document?.publishedSettings || (state.document?.published?.length ?? 0) > 0);
  const saving = useSession((state) => state.saving);
  const pending = useSession((state) => state.pending);
  const held = useSession((state) => state.held);
  const run = (mode: SaveMode) => void save(mode);
  return (
    <div className="toolbar-row" id="top-bar" role="region" aria-label="Top bar">
      <h1 className="doc-title" title={title || 'Untitled'}>
        {title || 'Untitled'} <span className="hint">{typeName}</span>
      </h1>
      <LocaleSwitcher type={type} documentId={documentId} locale={locale} />
      <span className="save-state" role="status">
        {saving
          ? 'Saving…'
          : pending
            ? 'Offline: changes kept in this browser'
            : dirty
              ? held
                ? `Not saved yet: ${held}`
                : 'Unsaved changes'
              : 'All changes saved'}
      </span>
      <button type="button" onClick={() => useBuilder.getState().undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        Undo
      </button>
      <button type="button" onClick={() => useBuilder.getState().redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        Redo
      </button>
      <button type="button" onClick={onImages}>
        Images
      </button>
      <a href={builderHref(type, documentId, locale, ROUTES.preview)} target="_blank" rel="noopener">
        Preview<span className="sr-only"> in a new tab</span> <span aria-hidden="true">↗</span>
      </a>
      <button type="button" onClick={() => run('draft')} disabled={!!saving}>
        Save draft
      </button>
      <button type="button" className="primary" onClick={() => run('publish')} disabled={!!saving}>
        Publish
      </button>
      <button type="button" onClick={() => run('unpublish')} disabled={!!saving || !isPublished}>
        Unpublish
      </button>
      <button type="button" onClick={() => onSidePanel('schedule')}>
        Schedule
      </button>
      <button type="button" onClick={() => onSidePanel('history')}>
        History
      </button>
    </div>
  );
}
