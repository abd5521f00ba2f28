import { useEffect, useMemo, useRef, useState, type MouseEvent } from 'react';
import { lostContent, normaliseHtml } from './richtext/normalise';
import { RichTextEditor } from './richtext/RichTextEditor';
import { Toolbar } from './richtext/Toolbar';

type Mode = 'visual' | 'source';
const initialMode = (value: string): Mode => (lostContent(value).length ? 'source' : 'visual');

/**
 * For the field's `<label for={id}>`: a click focuses the visual editor's editable area, which (not
 * being a labelable element) a label does not focus by itself. The source view's textarea is.
 */
export function focusEditableFromLabel(event: MouseEvent, id: string): void {
  const target = document.getElementById(id);
  if (target?.getAttribute('contenteditable') !== 'true') return;
  event.preventDefault();
  target.focus();
}

interface HtmlFieldProps {
  id: string;
  /** The id of the field's label element: the editable area is named by it (aria-labelledby). */
  labelId: string;
  /** The label's text, for the names of the toolbar ("Formatting of …") and the link dialog. */
  label: string;
  value: string;
  onChange(html: string, coalesce?: boolean): void;
  described: Record<string, unknown>;
}

/**
 * Rich text (HTML) fields: a visual editor writing clean HTML limited to what the CMS's sanitiser
 * keeps, with a switch to the HTML source. HTML the visual editor cannot show without loss (images,
 * tables, classes…) opens in the source view and says what switching would remove.
 */
export function HtmlField({ id, labelId, label, value, onChange, described }: HtmlFieldProps) {
  const fieldLabel = label;
  const [shown, setShown] = useState({ id, mode: initialMode(value), confirming: false });
  // Another block's field in the same place: start again from its content.
  const state = shown.id === id ? shown : { id, mode: initialMode(value), confirming: false };
  if (state !== shown) setShown(state);
  const { mode, confirming } = state;
  const lost = useMemo(() => (mode === 'source' ? lostContent(value) : []), [mode, value]);
  const switched = useRef(false);
  const confirmButton = useRef<HTMLButtonElement>(null);

  const setMode = (next: Mode) => {
    switched.current = true;
    setShown({ id, mode: next, confirming: false });
  };
  useEffect(() => {
    if (!switched.current) return;
    switched.current = false;
    document.getElementById(id)?.focus();
  }, [mode, id]);
  useEffect(() => {
    if (confirming) confirmButton.current?.focus();
  }, [confirming]);

  if (mode === 'visual') {
    return (
      <div className="html-field">
        <RichTextEditor
          key={id}
          id={id}
          value={value}
          onChange={onChange}
          described={described}
          labelId={labelId}
          fieldLabel={fieldLabel}
          onSourceView={() => setMode('source')}
        />
      </div>
    );
  }
  const noticeId = `${id}-source-notice`;
  return (
    <div className="html-field">
      <Toolbar
        label={`Formatting of ${fieldLabel || 'rich text'}`}
        controls={id}
        items={[
          {
            key: 'source',
            label: 'HTML source',
            face: '</> HTML',
            pressed: true,
            onActivate: () => (lost.length && !confirming ? setShown({ ...state, confirming: true }) : setMode('visual')),
          },
        ]}
      />
      {lost.length > 0 && (
        <div className="rt-notice" id={noticeId}>
          The visual editor keeps paragraphs, h2–h4 headings, lists, bold, italic, underline and links. This HTML also has {lost.join(', ')}, which editing it
          visually would remove.
          {confirming && (
            <button
              type="button"
              ref={confirmButton}
              onClick={() => {
                onChange(normaliseHtml(value));
                setMode('visual');
              }}
            >
              Edit visually and remove them
            </button>
          )}
        </div>
      )}
      <textarea
        id={id}
        rows={8}
        className="code"
        value={value}
        onChange={(event) => onChange(event.target.value, true)}
        {...described}
        aria-describedby={[described['aria-describedby'], lost.length ? noticeId : null].filter(Boolean).join(' ') || undefined}
      />
    </div>
  );
}
