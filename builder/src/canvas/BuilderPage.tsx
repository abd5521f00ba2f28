import { useCallback, useEffect, useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import {
  closestCenter,
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  useDndMonitor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
} from '@dnd-kit/core';
import { useBuilder } from '../store/store';
import { builderHref, onLinkClick, pageTarget, ROUTES, useLocation } from '../app/router';
import { reportError } from '../app/report-error';
import { Palette, PALETTE_PREFIX } from '../palette/Palette';
import { Canvas } from './Canvas';
import { CANVAS_END, SortableBindings } from './sortable-bindings';
import { SortableRegistry, SortableRegistryContext } from './sortable-registry';
import { BlockInspector } from './BlockInspector';
import { MergeDialog } from '../merge/MergeDialog';
import { makeAnnouncements, SCREEN_READER_INSTRUCTIONS } from './announcements';
import { keyboardCoordinates, resetKeyboardSteps } from './keyboard-coordinates';
import { FocusAfterDrop, PaletteDropMarker, paletteDropIndex } from './drop-marker';
import { errorMapOf, type ErrorMap } from './error-map';
import { usePageLoad, type PageLoader } from './use-page-load';
import { draftErrors } from './block-index';
import { SettingsPanel } from '../settings/SettingsPanel';
import { PageCanvas } from '../visual/PageCanvas';
import { preloadPreviewUrl } from '../visual/preview-url';
import { takeInsertPoint } from '../visual/insert-point';
import { ImageLibrary } from '../images/ImageLibrary';
import { LocaleSwitcher } from '../locales/LocaleSwitcher';
import { createTranslation } from '../locales/translate';
import { loadDocument } from '../publish/open';
import { save } from '../publish/save';
import type { SaveMode } from '../publish/save-mode';
import { stillRefused, useSession } from '../publish/session-store';
import { useOfflineSync } from '../offline/use-offline-sync';
import { clearLocal, localKey, readLocal } from '../offline/local-draft';
import { pageFieldsOf } from '../schema/document-fields';
import { initialData } from '../schema/defaults';
import { insertBlock } from '../store/actions/insert-block';
import { moveBlock } from '../store/actions/move-block';
import { newKey } from '../store/keys';
import { CONTENT_TYPE_UID } from '../store/types';
import { loadConfiguration } from '../api/cms';
import { HistoryPanel } from '../history/HistoryPanel';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { blockName } from '../schema/readable';
import { requestFocus } from './focus-request';

/**
 * Pointer drags use what is under the pointer. Keyboard drags (no pointer): a page block by the
 * nearest corners, as dnd-kit recommends for sortable lists; a palette block by the nearest centre,
 * because the keyboard getter centres it on the row it steps to, and a dragged box taller than the
 * rows ties on corners with the row above (the drop position then stuck one row short).
 */
const collision: CollisionDetection = (args) => {
  if (!args.pointerCoordinates) return String(args.active.id).startsWith(PALETTE_PREFIX) ? closestCenter(args) : closestCorners(args);
  const within = pointerWithin(args);
  return within.length ? within : closestCenter(args);
};

/**
 * The overlay of a block dragged from the palette. Its own state, so that a drag start or drop does
 * not re-render the builder page. Mounted for card drags too, an (empty) overlay would make dnd-kit
 * run its drop animation on every drop: a forced style recalculation and layout, then 250 ms of
 * animation frames. A dragged card moves itself instead.
 */
function PaletteDragOverlay() {
  const [name, setName] = useState<string | null>(null);
  useDndMonitor({
    onDragStart: ({ active }) => setName(String(active.id).startsWith(PALETTE_PREFIX) ? String(active.data.current?.name ?? '') : null),
    onDragEnd: () => setName(null),
    onDragCancel: () => setName(null),
  });
  return name === null ? null : (
    <DragOverlay>
      <div className="drag-overlay">{name}</div>
    </DragOverlay>
  );
}

/** The side panel with the page's problems, each shown under its field. */
function ValidatedPanel({ panel }: { panel: 'block' | 'settings' }) {
  const structure = useBuilder((state) => state.structure);
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const type = useBuilder((state) => state.document?.type);
  const refused = useSession((state) => state.refused);
  const errors = useMemo(() => {
    const contentType = type ? contentTypes[CONTENT_TYPE_UID[type]] : undefined;
    return [...draftErrors(structure, components, contentType), ...stillRefused(refused, structure)];
  }, [structure, components, contentTypes, type, refused]);
  // An alert naming the page's problems goes once none is left (errors stay until dismissed or fixed).
  const fixed = errors.length === 0;
  useEffect(() => {
    if (fixed) useBuilder.getState().problemsFixed();
  }, [fixed]);
  // The same object while the problems are unchanged: typing re-renders only the field typed in.
  // Kept from the previous render in state (React's pattern for it): adjusted here, not in an effect.
  const [kept, setKept] = useState<{ errors: typeof errors; errorMap: ErrorMap }>(() => ({ errors, errorMap: errorMapOf(errors, null) }));
  let { errorMap } = kept;
  if (kept.errors !== errors) {
    errorMap = errorMapOf(errors, kept.errorMap);
    setKept({ errors, errorMap });
  }
  return <div role="tabpanel">{panel === 'block' ? <BlockInspector errors={errorMap} /> : <SettingsPanel errors={errorMap} />}</div>;
}

/**
 * Skip links of the builder (shown when focused): straight to the palette's search, the outline's
 * selected (or first) block, or the first field of the side panel, instead of tabbing through the
 * toolbar and the palette's blocks.
 */
function BuilderSkipLinks() {
  const skip = (selectors: string[]) => (event: React.MouseEvent<HTMLAnchorElement>) => {
    const target = selectors.map((selector) => document.querySelector<HTMLElement>(selector)).find(Boolean);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };
  return (
    <nav className="skip-links" aria-label="Builder skip links">
      <a href="#palette" onClick={skip(['#palette input[type="search"]', '#palette-toggle'])}>
        Skip to the blocks palette
      </a>
      <a href="#outline" onClick={skip(['#outline .selected .block-title', '#outline .block-title', '#outline .canvas-end'])}>
        Skip to the outline
      </a>
      <a
        href="#fields"
        onClick={skip([
          '#fields .inspector input, #fields .inspector textarea, #fields .inspector select, #fields .inspector [contenteditable]',
          '#fields [role="tab"]',
        ])}
      >
        Skip to the fields
      </a>
    </nav>
  );
}

export function BuilderPage() {
  const { query } = useLocation();
  const { type, documentId, locale } = pageTarget(query);
  const from = query.get('from');
  const components = useBuilder((state) => state.components);
  const contentTypes = useBuilder((state) => state.contentTypes);
  const locales = useBuilder((state) => state.configuration.locales);
  const dirty = useBuilder((state) => state.dirty);
  const title = useBuilder((state) => String(state.structure.page.title ?? state.structure.settings.articleTitle ?? state.structure.page.slug ?? ''));
  const slug = useBuilder((state) => String(state.structure.page.slug ?? ''));
  const canUndo = useBuilder((state) => state.history.past.length > 0);
  const canRedo = useBuilder((state) => state.history.future.length > 0);
  const doc = useBuilder((state) => state.document);
  const saving = useSession((state) => state.saving);
  const pending = useSession((state) => state.pending);
  const [panel, setPanel] = useState<'block' | 'settings'>('block');
  const [paletteOpen, setPaletteOpen] = useState(true);
  const [showImages, setShowImages] = useState(false);
  const [sidePanel, setSidePanel] = useState<'history' | 'schedule' | null>(null);
  const [message, setMessage] = useState('');
  const contentType = contentTypes[CONTENT_TYPE_UID[type]];
  const allowed = useMemo(() => {
    const zone = contentType?.schema.attributes.draft;
    return zone && zone.type === 'dynamiczone' ? zone.components : [];
  }, [contentType]);
  useOfflineSync();

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
  const { load, reopen: open } = usePageLoad(`${type}/${documentId}/${locale}`, loadPage, () => useBuilder.getState().closeDocument());

  useEffect(() => {
    loadConfiguration(type).then(
      (answer) => useBuilder.getState().setContentManagerConfiguration(CONTENT_TYPE_UID[type], answer.data),
      (error) => console.error('[builder] configuration', error),
    );
  }, [type]);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    // Instant, not smooth: past the middle of the canvas an arrow press scrolls it, and a press that
    // came while a smooth scroll was still under way was computed from the old position and lost.
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates, scrollBehavior: 'instant' }),
  );
  const announcements = useMemo(() => makeAnnouncements(() => useBuilder.getState().structure.blocks, components), [components]);
  // dnd-kit's focus restoring is off: FocusAfterDrop sends the focus to the block just added instead of back to the palette.
  const accessibility = useMemo(
    () => ({ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS }, restoreFocus: false }),
    [announcements],
  );
  const [registry] = useState(() => new SortableRegistry());
  const announce = useCallback((text: string) => setMessage(text), []);

  const addBlock = useCallback(
    (uid: string, index?: number) => {
      const state = useBuilder.getState();
      const block = { ...initialData(uid, state.components), __key: newKey(), __component: uid };
      const selected = state.structure.blocks.findIndex((b) => b.__key === state.selectedKey);
      const at = index ?? (selected >= 0 ? selected + 1 : state.structure.blocks.length);
      requestFocus(block.__key);
      state.change((draft) => insertBlock(draft, block, at));
      state.select(block.__key);
      setPanel('block');
      const name = blockName(uid, state.components);
      announce(`Added ${name} at position ${at + 1} of ${state.structure.blocks.length + 1}.`);
    },
    [announce],
  );

  // The palette's "+" inserts at the page canvas's chosen insert point, if any, else after the selection.
  const addFromPalette = useCallback((uid: string) => addBlock(uid, takeInsertPoint()), [addBlock]);
  const showBlockPanel = useCallback(() => setPanel('block'), []);
  const togglePalette = useCallback(() => setPaletteOpen((open) => !open), []);
  // The page's "+" opens a folded palette: shown before its search takes the focus.
  const showPalette = useCallback(() => flushSync(() => setPaletteOpen(true)), []);

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const id = String(active.id);
      const blocks = useBuilder.getState().structure.blocks;
      if (id.startsWith(PALETTE_PREFIX)) {
        const index = paletteDropIndex(blocks, active, over);
        if (index !== null) addBlock(id.slice(PALETTE_PREFIX.length), index);
        return;
      }
      if (!over || over.id === active.id) return;
      const fromIndex = blocks.findIndex((b) => b.__key === id);
      const toIndex = over.id === CANVAS_END ? blocks.length - 1 : blocks.findIndex((b) => b.__key === over.id);
      if (fromIndex >= 0 && toIndex >= 0) useBuilder.getState().change((draft) => moveBlock(draft, fromIndex, toIndex));
    },
    [addBlock],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) {
        event.preventDefault();
        useBuilder.getState().undo();
      } else if ((key === 'z' && event.shiftKey) || key === 'y') {
        event.preventDefault();
        useBuilder.getState().redo();
      } else if (key === 's') {
        event.preventDefault();
        void save('draft');
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const run = (mode: SaveMode) => void save(mode);
  const translateFrom = from && from !== locale ? from : locales.find((l) => l.code !== locale)?.code;

  if (load === 'loading') return <p className="loading">Opening the page…</p>;
  if (load === 'failed')
    return (
      <p className="loading">
        The page could not be opened.{' '}
        <button type="button" onClick={() => void open(true)}>
          Try again
        </button>
      </p>
    );
  if (load === 'missing') {
    return (
      <main className="missing-locale">
        <h1>No {locale} version yet</h1>
        <p>
          This page has no {locale} version. Start one from the {translateFrom} version and translate it here.
        </p>
        {translateFrom && (
          <button
            type="button"
            className="primary"
            onClick={async () => {
              try {
                await createTranslation(type, documentId, translateFrom, locale, components, contentTypes);
                useBuilder.getState().showAlert('success', `Created the ${locale} version from ${translateFrom}: translate it, then publish.`);
                await open(false);
              } catch (error) {
                reportError(`Creating the ${locale} translation`, error);
              }
            }}
          >
            Create translation from {translateFrom}
          </button>
        )}
        <p>
          <a href={ROUTES.dashboard} onClick={onLinkClick}>
            Back to the dashboard
          </a>
        </p>
      </main>
    );
  }

  const isPublished = !!doc?.publishedSettings || (doc?.published?.length ?? 0) > 0;
  return (
    <main className="builder">
      <BuilderSkipLinks />
      <div className="toolbar-row">
        <h1 className="doc-title" title={title || 'Untitled'}>
          {title || 'Untitled'} <span className="hint">{contentType?.schema.displayName}</span>
        </h1>
        <LocaleSwitcher type={type} documentId={documentId} locale={locale} />
        <span className="save-state" role="status">
          {saving ? 'Saving…' : pending ? 'Offline: changes kept in this browser' : dirty ? 'Unsaved changes' : 'All changes saved'}
        </span>
        <button type="button" onClick={() => useBuilder.getState().undo()} disabled={!canUndo} aria-keyshortcuts="Control+Z">
          Undo
        </button>
        <button type="button" onClick={() => useBuilder.getState().redo()} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
          Redo
        </button>
        <button type="button" onClick={() => setShowImages(true)}>
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
        <button type="button" onClick={() => setSidePanel('schedule')}>
          Schedule
        </button>
        <button type="button" onClick={() => setSidePanel('history')}>
          History
        </button>
      </div>
      <SortableRegistryContext.Provider value={registry}>
        <div className={paletteOpen ? 'workspace' : 'workspace palette-folded'}>
          {/* dnd-kit's contexts hold the palette and the cards' sortable bindings, not the cards themselves. */}
          <DndContext
            sensors={sensors}
            collisionDetection={collision}
            onDragStart={resetKeyboardSteps}
            onDragEnd={onDragEnd}
            onDragCancel={resetKeyboardSteps}
            accessibility={accessibility}
          >
            <Palette allowed={allowed} onAdd={addFromPalette} open={paletteOpen} onToggle={togglePalette} />
            <SortableBindings registry={registry} />
            <PaletteDragOverlay />
            <PaletteDropMarker registry={registry} />
            <FocusAfterDrop registry={registry} />
          </DndContext>
          <Canvas announce={announce} />
          <PageCanvas type={type} slug={slug} locale={locale} onShowBlock={showBlockPanel} onShowPalette={showPalette} />
          <aside className="side-panel" aria-label="Fields" id="fields">
            <div role="tablist" className="tabs">
              <button type="button" role="tab" aria-selected={panel === 'block'} onClick={() => setPanel('block')}>
                Block
              </button>
              <button type="button" role="tab" aria-selected={panel === 'settings'} onClick={() => setPanel('settings')}>
                Page settings
              </button>
            </div>
            <ValidatedPanel panel={panel} />
          </aside>
        </div>
      </SortableRegistryContext.Provider>
      {showImages && <ImageLibrary onClose={() => setShowImages(false)} />}
      {sidePanel === 'history' && (
        <HistoryPanel type={type} documentId={documentId} locale={locale} onClose={() => setSidePanel(null)} onRestored={() => void open(false)} />
      )}
      {sidePanel === 'schedule' && <ScheduleDialog type={type} documentId={documentId} locale={locale} onClose={() => setSidePanel(null)} />}
      <MergeDialog
        onSave={(mode, merged) => void save(mode, { merged })}
        onReload={() => {
          useSession.getState().set({ conflict: null });
          void open(false);
        }}
      />
      <div className="sr-only" aria-live="polite" data-testid="live-region">
        {message}
      </div>
    </main>
  );
}
