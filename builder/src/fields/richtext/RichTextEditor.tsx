import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useBuilder } from '../../store/store';
import { blockAt, clearFormatting, hasMark, insertDoc, linkAt, removeLink, setBlockType, setLink, toggleList, toggleMark, type Edit } from './commands';
import { lineElementOf, placeSelection, rangeInside, readCopy, readEditor } from './dom-selection';
import { LinkDialog } from './LinkDialog';
import { LiveReader } from './live-reader';
import { docLength, type BlockType, type Doc, type ListKind, type Mark, type Selection } from './model';
import { clipboardDoc } from './normalise';
import { parseHtml, parseNode } from './parse';
import { toHtml } from './serialise';
import { Toolbar, type ToolbarItem } from './Toolbar';
import './richtext.css';

interface Formats {
  strong: boolean;
  em: boolean;
  u: boolean;
  link: string | undefined;
  type: BlockType;
  list: ListKind | null;
}

const NO_FORMATS: Formats = { strong: false, em: false, u: false, link: undefined, type: 'p', list: null };
const EXEC_COMMAND: Record<Mark, string> = { strong: 'bold', em: 'italic', u: 'underline' };
const SHORTCUT_MARKS: Record<string, Mark> = { b: 'strong', i: 'em', u: 'u' };
const FORMAT_INPUTS: Record<string, Mark> = { formatBold: 'strong', formatItalic: 'em', formatUnderline: 'u' };

const formatsOf = (doc: Doc, selection: Selection): Formats => ({
  strong: hasMark(doc, selection, 'strong'),
  em: hasMark(doc, selection, 'em'),
  u: hasMark(doc, selection, 'u'),
  link: linkAt(doc, selection),
  ...blockAt(doc, selection),
});
const HEADING_OF: Record<string, BlockType> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

/**
 * The formats at the selection, read from the line it is in only (typing moves the caret on every
 * key; reading the whole editor each time would grow with its length). A selection across lines
 * reads the whole editor.
 */
function formatsAtSelection(root: HTMLElement): Formats | null {
  const range = rangeInside(root);
  if (!range) return null;
  const line = lineElementOf(root, range.startContainer);
  if (!line || lineElementOf(root, range.endContainer) !== line) {
    const { doc, selection } = readEditor(root);
    return selection && formatsOf(doc, selection);
  }
  const { doc, selection } = readCopy(line, range);
  if (!selection) return null;
  const item = line.closest('li');
  const list = item && root.contains(item) ? (item.parentElement?.localName === 'ol' ? 'ol' : 'ul') : null;
  return { ...formatsOf(doc, selection), type: list ? 'p' : (HEADING_OF[line.localName] ?? 'p'), list };
}

const sameFormats = (a: Formats, b: Formats) =>
  a.strong === b.strong && a.em === b.em && a.u === b.u && a.link === b.link && a.type === b.type && a.list === b.list;
const clamp = (selection: Selection, length: number): Selection => ({ start: Math.min(selection.start, length), end: Math.min(selection.end, length) });

export interface RichTextEditorProps {
  id: string;
  value: string;
  /** Every edit goes to the builder's store (and its undo history); typing passes coalesce = true. */
  onChange(html: string, coalesce?: boolean): void;
  described: Record<string, unknown>;
  /** The id of the field's label element, which names the editable area. */
  labelId: string;
  /** The label's text, for the toolbar's and the link dialog's names. */
  fieldLabel: string;
  onSourceView(): void;
}

/**
 * The visual editor: a contentEditable area whose content is read into the model on every input
 * and written to the field as clean HTML. Typing is left to the browser and the DOM is not
 * rewritten for it (the caret stays); toolbar commands, shortcuts and pastes are applied to the
 * model and the area re-rendered with the selection put back. A value that changes from outside
 * (undo, redo, the source view, another block) is rendered with the caret kept at the same offset.
 */
export function RichTextEditor({ id, value, onChange, described, labelId, fieldLabel, onSourceView }: RichTextEditorProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const toolbarRef = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const savedSelection = useRef<Selection | null>(null);
  const reader = useRef<LiveReader | null>(null);
  const [formats, setFormats] = useState<Formats>(NO_FORMATS);
  /** Marks toggled with nothing selected: they apply to what is typed next, as long as the caret stays at this DOM position. */
  const pending = useRef<{ node: Node; offset: number; marks: Partial<Record<Mark, boolean>> } | null>(null);
  const [linkDialog, setLinkDialog] = useState<{ selection: Selection; initial: string } | null>(null);

  const caretStill = () => {
    const waiting = pending.current;
    const range = rootRef.current && rangeInside(rootRef.current);
    return Boolean(waiting && range?.collapsed && range.startContainer === waiting.node && range.startOffset === waiting.offset);
  };

  const showFormats = (computed: Formats) => {
    if (!caretStill()) pending.current = null;
    const next = pending.current ? { ...computed, ...pending.current.marks } : computed;
    setFormats((current) => (sameFormats(current, next) ? current : next));
  };

  const emit = (html: string, coalesce: boolean) => {
    if (html === lastEmitted.current) return;
    lastEmitted.current = html;
    onChange(html, coalesce);
  };

  /** The document and selection now; a selection lost to the toolbar or the link dialog comes from the last one seen. */
  const read = (): { doc: Doc; selection: Selection; live: boolean } => {
    const root = rootRef.current!;
    const { doc, selection } = readEditor(root);
    const length = docLength(doc);
    return { doc, selection: clamp(selection ?? savedSelection.current ?? { start: length, end: length }, length), live: selection !== null };
  };

  const render = (doc: Doc, selection: Selection | null) => {
    const root = rootRef.current!;
    root.innerHTML = toHtml(doc, 'editor');
    if (selection) {
      root.focus({ preventScroll: true });
      placeSelection(root, clamp(selection, docLength(doc)));
      savedSelection.current = selection;
    }
  };

  const apply = (edit: Edit) => {
    render(edit.doc, edit.selection);
    emit(toHtml(edit.doc, 'value'), false);
    pending.current = null;
    showFormats(formatsOf(edit.doc, edit.selection));
  };

  const run = (command: (doc: Doc, selection: Selection) => Edit) => {
    const { doc, selection } = read();
    apply(command(doc, selection));
  };

  const toggle = (mark: Mark) => {
    const { doc, selection, live } = read();
    if (selection.start !== selection.end) {
      apply(toggleMark(doc, selection, mark));
      return;
    }
    // Nothing selected: the browser's typing style formats what is typed next.
    if (!live) render(doc, selection);
    else rootRef.current!.focus();
    if (typeof document.execCommand === 'function') document.execCommand(EXEC_COMMAND[mark]);
    const computed = formatsOf(doc, selection);
    const waiting = caretStill() ? pending.current!.marks : {};
    const range = rangeInside(rootRef.current!);
    pending.current = range && { node: range.startContainer, offset: range.startOffset, marks: { ...waiting, [mark]: !{ ...computed, ...waiting }[mark] } };
    showFormats(computed);
  };

  const openLink = () => {
    const { doc, selection } = read();
    savedSelection.current = selection;
    setLinkDialog({ selection, initial: linkAt(doc, selection) ?? '' });
  };

  const closeLink = (href: string | null) => {
    const dialog = linkDialog;
    setLinkDialog(null);
    if (!dialog) return;
    const { doc } = parseNode(rootRef.current!);
    if (href === null) render(doc, dialog.selection);
    else apply(setLink(doc, dialog.selection, href));
  };

  const focusEditor = () => {
    const { doc, selection, live } = read();
    if (live) rootRef.current!.focus();
    else render(doc, selection);
  };

  // Listeners registered once on the native element call the current render's functions.
  const toggleFromInput = useEffectEvent(toggle);
  const showFormatsAtSelection = useEffectEvent(showFormats);

  useLayoutEffect(() => {
    if (value === lastEmitted.current) return; // our own edit coming back: the DOM already shows it
    const root = rootRef.current!;
    const focused = document.activeElement === root;
    const selection = focused ? readEditor(root).selection : null;
    lastEmitted.current = value;
    render(parseHtml(value), selection);
  }, [value]);

  useEffect(() => {
    const root = rootRef.current!;
    reader.current = new LiveReader(root);
    const onBeforeInput = (event: InputEvent) => {
      const mark = FORMAT_INPUTS[event.inputType];
      if (mark) {
        event.preventDefault();
        toggleFromInput(mark);
      } else if (event.inputType === 'historyUndo' || event.inputType === 'historyRedo') {
        // The browser's own undo stack would fight the builder's: the Edit menu undoes in the builder too.
        event.preventDefault();
        if (event.inputType === 'historyUndo') useBuilder.getState().undo();
        else useBuilder.getState().redo();
      }
    };
    let frame = 0;
    const onSelectionChange = () => {
      if (frame || document.activeElement !== root) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const formats = formatsAtSelection(root);
        if (formats) showFormatsAtSelection(formats);
      });
    };
    // Where the selection was, for commands run once the focus has left (toolbar by keyboard).
    const onBlur = () => {
      const { selection } = readEditor(root);
      if (selection) savedSelection.current = selection;
    };
    root.addEventListener('blur', onBlur);
    root.addEventListener('beforeinput', onBeforeInput);
    document.addEventListener('selectionchange', onSelectionChange);
    if (typeof document.execCommand === 'function') document.execCommand('defaultParagraphSeparator', false, 'p');
    return () => {
      root.removeEventListener('beforeinput', onBeforeInput);
      root.removeEventListener('blur', onBlur);
      reader.current?.disconnect();
      reader.current = null;
      document.removeEventListener('selectionchange', onSelectionChange);
      cancelAnimationFrame(frame);
    };
  }, []);

  const onInput = (event: FormEvent<HTMLDivElement>) => {
    if ((event.nativeEvent as InputEvent).inputType === 'insertFromDrop') {
      // Dropped HTML arrives as the browser made it (styles, spans): clean it now, like a paste.
      const { doc, selection } = read();
      apply({ doc, selection });
      return;
    }
    pending.current = null; // what was typed carries the marks now
    emit(toHtml(reader.current ? reader.current.read() : parseNode(event.currentTarget).doc, 'value'), true);
  };

  const onPaste = (event: ClipboardEvent<HTMLDivElement>) => {
    event.preventDefault();
    const pasted = clipboardDoc(event.clipboardData);
    run((doc, selection) => insertDoc(doc, selection, pasted));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const key = event.key.toLowerCase();
    if ((event.ctrlKey || event.metaKey) && !event.altKey) {
      const mark = SHORTCUT_MARKS[key];
      if (mark) {
        event.preventDefault();
        toggle(mark);
      } else if (key === 'k') {
        event.preventDefault();
        openLink();
      }
    } else if (event.altKey && event.key === 'F10') {
      event.preventDefault();
      toolbarRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }
  };

  const block = (type: BlockType) => run((doc, selection) => setBlockType(doc, selection, type));
  const list = (kind: ListKind) => run((doc, selection) => toggleList(doc, selection, kind));
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
    { key: 'unlink', label: 'Remove link', face: 'Unlink', disabled: !formats.link, onActivate: () => run(removeLink) },
    { key: 'clear', label: 'Clear formatting', face: 'Clear', onActivate: () => run(clearFormatting) },
    { key: 'source', label: 'HTML source', face: '</> HTML', pressed: false, group: true, onActivate: onSourceView },
  ];

  return (
    <div className="rt-editor">
      <Toolbar label={`Formatting of ${fieldLabel || 'rich text'}`} controls={id} items={items} onEscape={focusEditor} toolbarRef={toolbarRef} />
      {linkDialog && (
        <LinkDialog initial={linkDialog.initial} fieldLabel={fieldLabel || 'rich text'} onApply={(href) => closeLink(href)} onCancel={() => closeLink(null)} />
      )}
      <div
        id={id}
        ref={rootRef}
        className="rt-content"
        contentEditable
        tabIndex={0}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        spellCheck
        onInput={onInput}
        onPaste={onPaste}
        onKeyDown={onKeyDown}
        {...described}
      />
    </div>
  );
}
