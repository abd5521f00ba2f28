import {
  ArrowLeft,
  ChevronDown,
  Ellipsis,
  RotateCw,
  SquareMousePointer,
  Eye,
  History,
  Images,
  PanelLeft,
  PanelRight,
  Redo2,
  Save,
  CalendarClock,
  Undo2,
  Cloud,
  CloudOff,
  LoaderCircle,
  CircleAlert,
} from 'lucide-react';
import { Button, Menu, MenuItem, MenuSection, MenuTrigger, Popover, Separator } from 'react-aria-components';
import { AccountMenu } from '../app/AccountMenu';
import { builderHref, navigate, ROUTES } from '../app/router';
import { IconButton, IconLink } from '../app/ui/IconButton';
import { LocaleSwitcher } from '../locales/LocaleSwitcher';
import { Avatars } from '../live/Avatars';
import type { FocusPage } from '../page-canvas/PageCanvas';
import { CanvasWidths } from '../page-canvas/widths';
import { save } from '../publish/save';
import type { SaveMode } from '../publish/save-mode';
import { useSession } from '../publish/session-store';
import { useBuilder } from '../store/store';
import { PAGE_UID, type PageType } from 'contract/rules';

export interface PanelsShown {
  left: boolean;
  right: boolean;
}

/** Whether the page's changes are in the CMS, in one line (the whole text in its tooltip). */
function SaveState() {
  const dirty = useBuilder((state) => state.dirty);
  const saving = useSession((state) => state.saving);
  const pending = useSession((state) => state.pending);
  const held = useSession((state) => state.held);
  const [text, Icon, tone] = saving
    ? (['Saving…', LoaderCircle, 'busy'] as const)
    : pending
      ? (['Offline: changes kept in this browser', CloudOff, 'warn'] as const)
      : dirty
        ? held
          ? ([`Not saved yet: ${held}`, CircleAlert, 'warn'] as const)
          : (['Unsaved changes', Cloud, 'busy'] as const)
        : (['All changes saved', Cloud, 'ok'] as const);
  return (
    <span className={`save-status save-status-${tone}`} title={text}>
      <Icon aria-hidden="true" size={16} />
      <span className="save-state" role="status">
        {text}
      </span>
    </span>
  );
}

/**
 * The builder's top bar, one slim row and the builder's only header: back to the dashboard; the
 * page's name, type and state, its locale and whether its changes are saved; the canvas widths,
 * reload and "Edit on the page"; undo and redo; the side panels; images, preview, history, schedule
 * and save; Publish with a menu for the rest (unpublish); the account menu. Icon buttons have their
 * name as a tooltip and for screen readers (React Aria Components, lucide icons). Below 900 px the
 * canvas, panel and page groups fold into one "More actions" menu, so the bar stays one row on a phone.
 */
export function BuilderToolbar({
  type,
  documentId,
  locale,
  width,
  onWidth,
  panels,
  onPanels,
  onImages,
  onSidePanel,
  focusPage,
  toPage,
  onReload,
}: {
  type: PageType;
  documentId: string;
  locale: string;
  /** The page canvas's width (0: fit). */
  width: number;
  onWidth(width: number): void;
  panels: PanelsShown;
  onPanels(panels: PanelsShown): void;
  onImages(): void;
  onSidePanel(panel: 'history' | 'schedule'): void;
  /** Moves the keyboard into the page shown (null while none is). */
  focusPage: FocusPage | null;
  /** "Edit on the page", where the keyboard comes back from the page. */
  toPage: React.RefObject<HTMLButtonElement | null>;
  onReload(): void;
}) {
  const typeName = useBuilder((state) => state.contentTypes[PAGE_UID[type]]?.schema.displayName);
  const title = useBuilder((state) => String(state.structure.page.title ?? state.structure.settings.articleTitle ?? state.structure.page.slug ?? ''));
  const canUndo = useBuilder((state) => state.history.past.length > 0);
  const canRedo = useBuilder((state) => state.history.future.length > 0);
  const isPublished = useBuilder((state) => !!state.document?.publishedSettings || (state.document?.published?.length ?? 0) > 0);
  // A draft save under way (most often an autosave) leaves Save draft and Publish pressable: the save
  // they ask for waits for it (publish/save.ts). Disabling them then would drop a press that lands just
  // as an autosave starts. A publish or an unpublish under way holds every save action.
  const holding = useSession((state) => state.saving !== null && state.saving !== 'draft');
  const hasSelection = useBuilder((state) => state.selectedKey !== null);
  const run = (mode: SaveMode) => void save(mode);
  const previewHref = builderHref(type, documentId, locale, ROUTES.preview);
  return (
    <header className="toolbar-row top-bar" id="top-bar" aria-label="Top bar">
      <IconLink label="Dashboard" icon={ArrowLeft} href={ROUTES.dashboard} sameTab />
      <div className="top-bar-page">
        <h1 className="doc-title" title={title || 'Untitled'}>
          {title || 'Untitled'} <span className="hint">{typeName}</span>
        </h1>
        <span className={isPublished ? 'state-chip state-chip-live' : 'state-chip'}>{isPublished ? 'Published' : 'Not published'}</span>
        <LocaleSwitcher type={type} documentId={documentId} locale={locale} />
        <SaveState />
      </div>
      <Avatars />
      <div className="top-bar-group top-bar-wide" role="group" aria-label="Canvas">
        <CanvasWidths width={width} onChange={onWidth} />
        <IconButton label="Reload page" icon={RotateCw} onPress={onReload} isDisabled={!focusPage} />
        <IconButton ref={toPage} label="Edit on the page" icon={SquareMousePointer} onPress={() => focusPage?.()} isDisabled={!focusPage || !hasSelection} />
      </div>
      <div className="top-bar-group" role="group" aria-label="Edit">
        <IconButton label="Undo" icon={Undo2} onPress={() => useBuilder.getState().undo()} isDisabled={!canUndo} keys="Control+Z" />
        <IconButton label="Redo" icon={Redo2} onPress={() => useBuilder.getState().redo()} isDisabled={!canRedo} keys="Control+Shift+Z" />
      </div>
      <div className="top-bar-group top-bar-wide" role="group" aria-label="Panels">
        <IconButton label="Blocks and outline panel" icon={PanelLeft} pressed={panels.left} onPress={() => onPanels({ ...panels, left: !panels.left })} />
        <IconButton label="Fields panel" icon={PanelRight} pressed={panels.right} onPress={() => onPanels({ ...panels, right: !panels.right })} />
      </div>
      <div className="top-bar-group top-bar-wide" role="group" aria-label="Page">
        <IconButton label="Images" icon={Images} onPress={onImages} />
        <IconLink label="Preview in a new tab" icon={Eye} href={previewHref} />
        <IconButton label="History" icon={History} onPress={() => onSidePanel('history')} />
        <IconButton label="Schedule" icon={CalendarClock} onPress={() => onSidePanel('schedule')} />
        <IconButton label="Save draft" icon={Save} onPress={() => run('draft')} isDisabled={holding} keys="Control+S" />
      </div>
      <div className="publish-split">
        <Button className="primary" onPress={() => run('publish')} isDisabled={holding}>
          Publish
        </Button>
        <MenuTrigger>
          <Button className="primary publish-more" aria-label="More publishing actions">
            <ChevronDown aria-hidden="true" size={16} />
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu className="menu" aria-label="More publishing actions" disabledKeys={holding || !isPublished ? ['unpublish'] : []}>
              <MenuItem id="unpublish" className="menu-item" onAction={() => run('unpublish')}>
                Unpublish
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
      <MoreActions
        items={[
          { id: 'to-page', name: 'Edit on the page', icon: SquareMousePointer, disabled: !focusPage || !hasSelection, run: () => focusPage?.() },
          { id: 'reload', name: 'Reload page', icon: RotateCw, disabled: !focusPage, run: onReload },
          {
            id: 'left',
            name: panels.left ? 'Hide blocks and outline' : 'Show blocks and outline',
            icon: PanelLeft,
            run: () => onPanels({ ...panels, left: !panels.left }),
          },
          { id: 'right', name: panels.right ? 'Hide fields' : 'Show fields', icon: PanelRight, run: () => onPanels({ ...panels, right: !panels.right }) },
          { id: 'images', name: 'Images', icon: Images, run: onImages },
          { id: 'preview', name: 'Preview in a new tab', icon: Eye, run: () => window.open(previewHref, '_blank', 'noopener') },
          { id: 'history', name: 'History', icon: History, run: () => onSidePanel('history') },
          { id: 'schedule', name: 'Schedule', icon: CalendarClock, run: () => onSidePanel('schedule') },
          { id: 'save', name: 'Save draft', icon: Save, disabled: holding, run: () => run('draft') },
        ]}
        locales={{ type, documentId, locale }}
      />
      <AccountMenu />
    </header>
  );
}

interface MoreItem {
  id: string;
  name: string;
  icon: typeof Save;
  disabled?: boolean;
  run(): void;
}

/** Narrow screens: the canvas, panel and page groups (and the locale) in one menu at the bar's end. */
function MoreActions({ items, locales }: { items: MoreItem[]; locales: { type: PageType; documentId: string; locale: string } }) {
  const others = useBuilder((state) => state.configuration.locales).filter((l) => l.code !== locales.locale);
  const byId = new Map(items.map((item) => [item.id, item]));
  return (
    <div className="top-bar-more">
      <MenuTrigger>
        <Button className="icon-button" aria-label="More actions">
          <Ellipsis aria-hidden="true" size={18} strokeWidth={1.8} />
        </Button>
        <Popover className="menu-popover" placement="bottom end">
          <Menu
            className="menu"
            aria-label="More actions"
            disabledKeys={items.filter((item) => item.disabled).map((item) => item.id)}
            onAction={(key) => {
              const code = String(key);
              if (code.startsWith('locale:')) {
                const to = code.slice('locale:'.length);
                navigate(`${builderHref(locales.type, locales.documentId, to)}&from=${encodeURIComponent(locales.locale)}`);
              } else byId.get(code)?.run();
            }}
          >
            <MenuSection aria-label="Page">
              {items.map(({ id, name, icon: Icon }) => (
                <MenuItem key={id} id={id} className="menu-item" textValue={name}>
                  <Icon aria-hidden="true" size={16} />
                  {name}
                </MenuItem>
              ))}
            </MenuSection>
            {others.length > 0 && <Separator className="menu-separator" />}
            {others.length > 0 && (
              <MenuSection aria-label="Locale">
                {others.map((l) => (
                  <MenuItem key={l.code} id={`locale:${l.code}`} className="menu-item">
                    {`Edit in ${l.code}`}
                  </MenuItem>
                ))}
              </MenuSection>
            )}
          </Menu>
        </Popover>
      </MenuTrigger>
    </div>
  );
}
