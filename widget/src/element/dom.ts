export type Child = Node | string | null | undefined | false;
type AttrValue = string | number | boolean | undefined | null | ((e: Event) => void);

/** Creates an element; text is always set as text (never parsed as HTML). Keys starting with "on" add listeners. */
export function h<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, AttrValue> = {}, ...children: Child[]): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (typeof v === 'function') el.addEventListener(k.slice(2).toLowerCase(), v);
    else if (v === true) el.setAttribute(k, '');
    else if (v !== false && v !== undefined && v !== null) el.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** Static, trusted SVG markup only (icons shipped with the widget). */
export function svg(markup: string): HTMLElement {
  const span = document.createElement('span');
  span.className = 'atcb-icon';
  span.setAttribute('aria-hidden', 'true');
  span.innerHTML = markup;
  return span;
}

export const FOCUSABLE = 'a[href],button:not([disabled]),input:not([disabled]):not([type=hidden]),select,textarea,[tabindex]:not([tabindex="-1"])';
