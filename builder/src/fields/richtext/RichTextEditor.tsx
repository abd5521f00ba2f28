import { useLayoutEffect, useRef, useState, type ClipboardEvent, type FormEvent, type KeyboardEvent } from 'react';
import { clearFormatting, insertDoc, linkAt, removeLink, setBlockType, setLink, toggleList, toggleMark, type Edit } from './commands';
import { placeSelection, rangeInside, readEditor } from './dom-selection';
import { formatsOf, NO_FORMATS, sameFormats, type Formats } from './formats';
import { LinkDialog } from './LinkDialog';
import { docLength, type Doc, type Mark, type Selection } from './model';
import { clipboardDoc } from './normalise';
import { parseHtml, parseNode } from './parse';
import { toHtml } from './serialise';
import { FormattingToolbar, type FormatActions } from './FormattingToolbar';
import { useEditorListeners } from './use-editor-listeners';
import './richtext.css';

const EXEC_COMMAND: Record<Mark, string> = { strong: 'bold', em: 'italic', u: 'underline' };
const SHORTCUT_MARKS: Record<string, Mark> = { b: 'strong', i: 'em', u: 'u' };
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

  useLayoutEffect(() => {
    if (value === lastEmitted.current) return; // our own edit coming back: the DOM already shows it
    const root = rootRef.current!;
    const focused = document.activeElement === root;
    const selection = focused ? readEditor(root).selection : null;
    lastEmitted.current = value;
    render(parseHtml(value), selection);
  }, [value]);

  const reader = useEditorListeners(rootRef, savedSelection, { toggle, showFormats });

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

  const actions: FormatActions = {
    toggle,
    block: (type) => run((doc, selection) => setBlockType(doc, selection, type)),
    list: (kind) => run((doc, selection) => toggleList(doc, selection, kind)),
    openLink,
    unlink: () => run(removeLink),
    clear: () => run(clearFormatting),
    sourceView: onSourceView,
  };

  return (
    <div className="rt-editor">
      <FormattingToolbar
        label={`Formatting of ${fieldLabel || 'rich text'}`}
        controls={id}
        formats={formats}
        actions={actions}
        onEscape={focusEditor}
        toolbarRef={toolbarRef}
      />
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
