const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:', 'webcal:']);

/**
 * The CMS's rule (cms/src/sanitising/url.ts), mirrored so that the editor hears about a refused URL
 * before saving: returns the offending protocol ("javascript:") or null when the URL is safe.
 * Browsers ignore whitespace and control characters inside a scheme, and entities or percent
 * escapes are other spellings of it, so all of them are removed before looking.
 */
export function dangerousProtocol(raw: string): string | null {
  // eslint-disable-next-line no-control-regex
  const compact = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '').toLowerCase();
  const decoded = decode(compact);
  const match = /^([a-z][a-z0-9+.-]*):/.exec(decoded);
  if (!match) return null;
  const protocol = `${match[1]}:`;
  return SAFE_PROTOCOLS.has(protocol) ? null : protocol;
}

function decode(value: string): string {
  const entities = value
    .replace(/&#x([0-9a-f]+);?/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCharCode(Number(dec)));
  try {
    // eslint-disable-next-line no-control-regex
    return decodeURIComponent(entities).replace(/[\u0000-\u0020]/g, '');
  } catch {
    return entities;
  }
}
