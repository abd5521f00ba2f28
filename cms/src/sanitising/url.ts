const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'webcal:']);

/**
 * Returns the offending protocol (e.g. "javascript:") when a URL would run code or smuggle content,
 * or null when it is safe. Browsers ignore ASCII whitespace and control characters inside the scheme
 * ("java\tscript:"), so they are removed before looking.
 */
export function dangerousProtocol(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const decoded = safeDecode(compact);
  const match = /^([a-z][a-z0-9+.-]*):/.exec(decoded);
  if (!match) return null; // relative URL, path, anchor or query
  const protocol = `${match[1]}:`;
  return SAFE_PROTOCOLS.has(protocol) ? null : protocol;
}

function safeDecode(value: string): string {
  // "&#106;avascript:" and "%6Aavascript:" are other spellings of the same scheme.
  const entities = value.replace(/&#x([0-9a-f]+);?/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCharCode(Number(d)));
  try {
    return decodeURIComponent(entities).replace(/[\u0000-\u0020]/g, '');
  } catch {
    return entities;
  }
}
