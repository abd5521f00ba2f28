import type { RefObject } from 'react';
import type { Formats } from './formats';
import type { BlockType, ListKind, Mark } from './model';
import { Toolbar, type ToolbarItem } from './Toolbar';

/** What the editor's toolbar buttons do. */
export interface FormatActions {
  toggle(mark: Mark): void;
  block(type: BlockType): void;
  list(kind: ListKind): void;
  openLink(): void;
  unlink(): void;
  clear(): void;
  sourceView(): void;
}

/** The rich-text editor's toolbar: its buttons, pressed as the formats at the selection are. */
export function FormattingToolbar({
  label,
  controls,
  formats,
  actions: { toggle, block, list, openLink, unlink, clear, sourceView },
  onEscape,
  toolbarRef,
}: {
  label: string;
  controls: string;
  formats: Formats;
  actions: FormatActions;
  onEscape(): void;
  toolbarRef: RefObject<HTMLDivElement | null>;
}) {
  const items: ToolbarItem[] = [
    { key: 'strong', label: 'Bold', face: <b>B</b>, pressed: formats.strong, shortcut: 'Control+B', onActivate: () => toggle('strong') },
    { key: 'em', label: 'Italic', face: <i>I</i>, pressed: formats.em, shortcut: 'Control+I', onActivate: () => toggle('em') },
    { key: 'u', label: 'Underline', face: <u>U</u>, pressed: formats.u, shortcut: 'Control+U', onActivate: () => toggle('u') },
    { key: 'p', label: 'Paragraph', face: '¶', pressed: formats.type === 'p' && !formats.list, group: true, onActivate: () => block('p') },
    { key: 'h2', label: 'Heading 2', face: 'H2', pressed: formats.type === 'h2' && !formats.list, onActivate: () => block('h2') },
    { key: 'h3', label: 'Heading 3', face: 'H3', pressed: formats.type === 'h3' && !formats.list, onActivate: () => block('h3') },
    { key: 'h4', label: 'Heading 4', face: 'H4', pressed: formats.type === 'h4' && !formats.list, onActivate: () => block('h4') },
    { key: 'ul', label: 'Bulleted list', face: '• List', pressed: formats.list === 'ul', group: true, onActivate: () => list('ul') },
    { key: 'ol', label: 'Numbered list', face: '1. List', pressed: formats.list === 'ol', onActivate: () => list('ol') },
    { key: 'link', label: formats.link ? 'Edit link' : 'Link', face: 'Link', shortcut: 'Control+K', group: true, onActivate: openLink },
    { key: 'unlink', label: 'Remove link', face: 'Unlink', disabled: !formats.link, onActivate: unlink },
    { key: 'clear', label: 'Clear formatting', face: 'Clear', onActivate: clear },
    { key: 'source', label: 'HTML source', face: '</> HTML', pressed: false, group: true, onActivate: sourceView },
  ];
  return <Toolbar label={label} controls={controls} items={items} onEscape={onEscape} toolbarRef={toolbarRef} />;
}
