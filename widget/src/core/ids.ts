import { str } from './parse';

/** FNV-1a based, stable for the same event, so saving again updates instead of duplicating. */
export function stableUid(seed: string): string {
  const prime = 0x01000193;
  let h1 = 0x811c9dc5;
  let h2 = prime;
  for (let i = 0; i < seed.length; i++) {
    h1 = Math.imul(h1 ^ seed.charCodeAt(i), prime);
    h2 = Math.imul(h2 ^ seed.charCodeAt(i), 2246822519);
  }
  // a version-4-shaped UUID from the 64 bits (unsigned), repeated
  const hex = [h1, h2, h1, h2].map((h) => (h >>> 0).toString(16).padStart(8, '0')).join('');
  return hex.replace(/^(.{8})(.{4}).(.{3}).(.{3})(.{12})/, '$1-$2-4$3-a$4-$5');
}

/** Word characters and dashes, at most 254. */
export const isValidUid = (uid: string): boolean => /^[\w-]{1,254}$/.test(uid);

/** The identifier as given when it is letters, digits, underscore and hyphen; otherwise the default. */
export function identifierOf(c: { identifier?: string } | undefined): string {
  const id = str(c?.identifier);
  return id && /^[\w-]+$/.test(id) ? id : 'atcb-btn';
}
