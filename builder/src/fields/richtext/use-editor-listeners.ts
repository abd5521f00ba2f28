import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useBuilder } from '../../store/store';
import { readEditor } from './dom-selection';
import { formatsAtSelection, type Formats } from './formats';
import { LiveReader } from './live-reader';
import type { Mark, Selection } from './model';

const FORMAT_INPUTS: Record<string, Mark> = { formatBold: 'strong', formatItalic: 'em', formatUnderline: 'u' };

/**
 * What the browser tells the editable area outside React's events, listened to once for its life:
 * format inputs (the Edit menu's Bold…) toggle a mark; history inputs undo and redo in the builder;
 * selection moves show the formats at the selection (one read per frame); a blur keeps the selection
 * for the toolbar's commands. Returns the live reader of the area's content.
 */
export function useEditorListeners(
  rootRef: RefObject<HTMLDivElement | null>,
  savedSelection: RefObject<Selection | null>,
  handlers: { toggle(mark: Mark): void; showFormats(formats: Formats): void },
): RefObject<LiveReader | null> {
  const reader = useRef<LiveReader | null>(null);
  // Listeners registered once on the native element call the current render's functions.
  const toggleFromInput = useEffectEvent(handlers.toggle);
  const showFormatsAtSelection = useEffectEvent(handlers.showFormats);

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
  }, [rootRef, savedSelection]);

  return reader;
}
