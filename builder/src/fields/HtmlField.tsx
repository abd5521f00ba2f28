import { useRef } from 'react';

const TAGS = [
  { tag: 'p', label: 'Paragraph' },
  { tag: 'strong', label: 'Bold' },
  { tag: 'em', label: 'Italic' },
  { tag: 'h3', label: 'Heading' },
] as const;

/**
 * Rich text as HTML source with a small toolbar that wraps the selection. The CMS sanitises the
 * HTML on save; links typed here are checked by the same dangerous-URL rule on the server.
 */
export function HtmlField({ id, value, onChange, described }: { id: string; value: string; onChange(html: string, coalesce?: boolean): void; described: Record<string, unknown> }) {
  const area = useRef<HTMLTextAreaElement>(null);
  const wrap = (open: string, close: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end } = el;
    onChange(`${value.slice(0, start)}${open}${value.slice(start, end)}${close}${value.slice(end)}`);
  };
  return (
    <div className="html-field">
      <div className="toolbar" role="toolbar" aria-label="Formatting" aria-controls={id}>
        {TAGS.map(({ tag, label }) => (
          <button type="button" key={tag} onClick={() => wrap(`<${tag}>`, `</${tag}>`)} aria-label={label}>{tag}</button>
        ))}
        <button
          type="button"
          aria-label="Link"
          onClick={() => {
            const href = window.prompt('Link address (https://…)');
            if (href) wrap(`<a href="${href.replace(/"/g, '&quot;')}">`, '</a>');
          }}
        >a</button>
      </div>
      <textarea id={id} ref={area} rows={5} className="code" value={value} onChange={(event) => onChange(event.target.value, true)} {...described} />
    </div>
  );
}
