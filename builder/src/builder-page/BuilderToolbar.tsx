import {
  ChevronDown,
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
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { builderHref, ROUTES } from '../app/router';
import { IconButton, IconLink } from '../app/ui/IconButton';
import { LocaleSwitcher } from '../locales/LocaleSwitcher';
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
 * The builder's top bar, one slim row: the page's name, type and state, its locale and whether its
 * changes are saved; the canvas widths; undo and redo; the side panels; images, preview, history and
 * schedule; save; and Publish with a menu for the rest (unpublish). Icon buttons have their name as a
 * tooltip and for screen readers (React Aria Components, lucide icons).
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
}) {
  const typeName = useBuilder((state) => state.contentTypes[PAGE_UID[type]]?.schema.displayName);
  const title = useBuilder((state) => String(state.structure.page.title ?? state.structure.settings.articleTitle ?? state.structure.page.slug ?? ''));
  const canUndo = useBuilder((state) => state.history.past.length > 0);
  const canRedo = useBuilder((state) => state.history.future.length > 0);
  const isPublished = useBuilder((state) => !!state.document?.publishedSettings || (state.document?.published?.length ?? 0) > 0);
  const saving = useSession((state) => state.saving);
  const run = (mode: SaveMode) => void save(mode);
  return (
    <div className="toolbar-row top-bar" id="top-bar" role="region" aria-label="Top bar">
      <div className="top-bar-page">
        <h1 className="doc-title" title={title || 'Untitled'}>
          {title || 'Untitled'} <span className="hint">{typeName}</span>
        </h1>
        <span className={isPublished ? 'state-chip state-chip-live' : 'state-chip'}>{isPublished ? 'Published' : 'Not published'}</span>
        <LocaleSwitcher type={type} documentId={documentId} locale={locale} />
        <SaveState />
      </div>
      <CanvasWidths width={width} onChange={onWidth} />
      <div className="top-bar-group" role="group" aria-label="Edit">
        <IconButton label="Undo" icon={Undo2} onPress={() => useBuilder.getState().undo()} isDisabled={!canUndo} keys="Control+Z" />
        <IconButton label="Redo" icon={Redo2} onPress={() => useBuilder.getState().redo()} isDisabled={!canRedo} keys="Control+Shift+Z" />
      </div>
      <div className="top-bar-group" role="group" aria-label="Panels">
        <IconButton label="Blocks and outline panel" icon={PanelLeft} pressed={panels.left} onPress={() => onPanels({ ...panels, left: !panels.left })} />
        <IconButton label="Fields panel" icon={PanelRight} pressed={panels.right} onPress={() => onPanels({ ...panels, right: !panels.right })} />
      </div>
      <div className="top-bar-group" role="group" aria-label="Page">
        <IconButton label="Images" icon={Images} onPress={onImages} />
        <IconLink label="Preview in a new tab" icon={Eye} href={builderHref(type, documentId, locale, ROUTES.preview)} />
        <IconButton label="History" icon={History} onPress={() => onSidePanel('history')} />
        <IconButton label="Schedule" icon={CalendarClock} onPress={() => onSidePanel('schedule')} />
        <IconButton label="Save draft" icon={Save} onPress={() => run('draft')} isDisabled={!!saving} keys="Control+S" />
      </div>
      <div className="publish-split">
        <Button className="primary" onPress={() => run('publish')} isDisabled={!!saving}>
          Publish
        </Button>
        <MenuTrigger>
          <Button className="primary publish-more" aria-label="More publishing actions">
            <ChevronDown aria-hidden="true" size={16} />
          </Button>
          <Popover className="menu-popover" placement="bottom end">
            <Menu className="menu" aria-label="More publishing actions" disabledKeys={saving || !isPublished ? ['unpublish'] : []}>
              <MenuItem id="unpublish" className="menu-item" onAction={() => run('unpublish')}>
                Unpublish
              </MenuItem>
            </Menu>
          </Popover>
        </MenuTrigger>
      </div>
    </div>
  );
}
