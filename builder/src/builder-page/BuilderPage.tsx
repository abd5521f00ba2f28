import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { AppHeader } from '../app/AppHeader';
import { pageTarget, useLocation } from '../app/router';
import { HistoryPanel } from '../history/HistoryPanel';
import { ImageLibrary } from '../images/ImageLibrary';
import { MergeDialog } from '../merge/MergeDialog';
import { useAutosave } from '../publish/autosave';
import { useLiveEditing } from '../live/use-live';
import { useOfflineSync } from '../offline/use-offline-sync';
import { addBlock } from '../outline/add-block';
import { DragAndDrop } from '../outline/DragAndDrop';
import { Outline } from '../outline/Outline';
import { SortableRegistry, SortableRegistryContext } from '../outline/sortable-registry';
import { takeInsertPoint } from '../page-canvas/insert-point';
import { PageCanvas, type FocusPage } from '../page-canvas/PageCanvas';
import { Palette } from '../palette/Palette';
import { save } from '../publish/save';
import { useSession } from '../publish/session-store';
import { ScheduleDialog } from '../schedule/ScheduleDialog';
import { useBuilder } from '../store/store';
import { PAGE_UID } from 'contract/rules';
import { BuilderToolbar, type PanelsShown } from './BuilderToolbar';
import { FieldsPanel, type FieldsTab } from './FieldsPanel';
import { MissingTranslation } from './MissingTranslation';
import { ShortcutsDialog } from './ShortcutsDialog';
import { SkipLinks } from './SkipLinks';
import { useOpenPage } from './use-open-page';
import { useShortcuts } from './use-shortcuts';

/**
 * /App/PageBuilder/Builder?type=&id=&locale=: the toolbar; the palette and the outline in one sidebar,
 * the page canvas, and the fields panel; the page's dialogs. Which fields tab shows, whether the
 * palette is folded and what the screen reader was last told are the page's: the palette, the
 * outline and the page canvas all change them.
 */
export function BuilderPage() {
  const { query } = useLocation();
  const { type, documentId, locale } = pageTarget(query);
  const slug = useBuilder((state) => String(state.structure.page.slug ?? ''));
  const contentType = useBuilder((state) => state.contentTypes[PAGE_UID[type]]);
  const [tab, setTab] = useState<FieldsTab>('block');
  const [paletteOpen, setPaletteOpen] = useState(true);
  const [width, setWidth] = useState(0);
  const [panels, setPanels] = useState<PanelsShown>({ left: true, right: true });
  const [showImages, setShowImages] = useState(false);
  const [sidePanel, setSidePanel] = useState<'history' | 'schedule' | null>(null);
  const [message, setMessage] = useState('');
  // The page canvas's controls in the top bar: reload the frame, move the keyboard into the page.
  const [frameLoads, setFrameLoads] = useState(0);
  const [focusPage, setFocusPage] = useState<FocusPage | null>(null);
  const onFrame = useCallback((focus: FocusPage | null) => setFocusPage(() => focus), []);
  const toPage = useRef<HTMLButtonElement>(null);
  const [registry] = useState(() => new SortableRegistry());
  // The blocks the page type's draft zone takes: the palette offers these.
  const allowed = useMemo(() => {
    const zone = contentType?.schema.attributes.draft;
    return zone && zone.type === 'dynamiczone' ? zone.components : [];
  }, [contentType]);
  useOfflineSync();
  useAutosave();
  useShortcuts();
  const { load, open } = useOpenPage(type, documentId, locale);
  useLiveEditing(type, documentId, locale);

  const announce = useCallback((text: string) => setMessage(text), []);
  const add = useCallback(
    (uid: string, index?: number) => {
      announce(addBlock(uid, index));
      setTab('block');
    },
    [announce],
  );
  // The palette's "+" inserts at the page canvas's chosen insert point, if any, else after the selection.
  const addFromPalette = useCallback((uid: string) => add(uid, takeInsertPoint()), [add]);
  // A block chosen on the page shows its fields (a folded fields panel unfolds).
  const showBlockPanel = useCallback(() => {
    setTab('block');
    setPanels((shown) => (shown.right ? shown : { ...shown, right: true }));
  }, []);
  const togglePalette = useCallback(() => setPaletteOpen((open) => !open), []);
  // The page's "+" opens a folded palette: shown before its search takes the focus.
  const showPalette = useCallback(
    () =>
      flushSync(() => {
        setPaletteOpen(true);
        setPanels((shown) => (shown.left ? shown : { ...shown, left: true }));
      }),
    [],
  );

  if (load === 'loading') return <p className="loading">Opening the page…</p>;
  // Until the page is open there is no top bar: the app's header leads back.
  if (load === 'failed')
    return (
      <>
        <AppHeader />
        <p className="loading">
          The page could not be opened.{' '}
          <button type="button" onClick={() => void open(true)}>
            Try again
          </button>
        </p>
      </>
    );
  if (load === 'missing')
    return (
      <>
        <AppHeader />
        <MissingTranslation type={type} documentId={documentId} locale={locale} from={query.get('from')} onCreated={() => open(false)} />
      </>
    );

  return (
    <div className="builder">
      <SkipLinks />
      <BuilderToolbar
        type={type}
        documentId={documentId}
        locale={locale}
        width={width}
        onWidth={setWidth}
        panels={panels}
        onPanels={setPanels}
        onImages={() => setShowImages(true)}
        onSidePanel={setSidePanel}
        focusPage={focusPage}
        toPage={toPage}
        onReload={() => setFrameLoads((count) => count + 1)}
      />
      <SortableRegistryContext.Provider value={registry}>
        <main
          className={['workspace', paletteOpen ? '' : 'palette-folded', panels.left ? '' : 'left-folded', panels.right ? '' : 'right-folded']
            .filter(Boolean)
            .join(' ')}
        >
          <DragAndDrop registry={registry} onAdd={add}>
            <Palette allowed={allowed} onAdd={addFromPalette} open={paletteOpen} onToggle={togglePalette} />
          </DragAndDrop>
          <Outline announce={announce} />
          <PageCanvas
            type={type}
            slug={slug}
            locale={locale}
            width={width}
            loads={frameLoads}
            onFrame={onFrame}
            toPage={toPage}
            onShowBlock={showBlockPanel}
            onShowPalette={showPalette}
          />
          <FieldsPanel tab={tab} onTab={setTab} />
        </main>
      </SortableRegistryContext.Provider>
      {showImages && <ImageLibrary onClose={() => setShowImages(false)} />}
      {sidePanel === 'history' && (
        <HistoryPanel type={type} documentId={documentId} locale={locale} onClose={() => setSidePanel(null)} onRestored={() => void open(false)} />
      )}
      {sidePanel === 'schedule' && <ScheduleDialog type={type} documentId={documentId} locale={locale} onClose={() => setSidePanel(null)} />}
      <ShortcutsDialog />
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
    </div>
  );
}
