/**
 * Links from content are rendered only when their protocol is safe: http(s), mailto, tel, or a
 * relative URL. javascript:, data:, vbscript: and anything unknown are refused (spec section 5).
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export function safeHref(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  // Browsers ignore control characters and whitespace inside a scheme ("java\tscript:"), so must we.
  const url = value.trim();
  const compact = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!compact) return undefined;
  if (compact.startsWith('//')) return undefined; // protocol-relative: an unannounced external host
  if (/^[/?#]/.test(compact)) return url;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return /^[\w./-]/.test(compact) && !compact.includes(':') ? url : undefined;
  return SAFE_PROTOCOLS.has(scheme[1].toLowerCase() + ':') ? url : undefined;
}

export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
