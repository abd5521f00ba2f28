import type { LiveEditor } from 'contract/wire';

/**
 * The colours of the other editors' avatars and selection outlines: distinct from each other and from the builder's
 * own selection blue, each with white text on it at a contrast of at least 4.5:1 (editor.test.ts checks it).
 */
export const EDITOR_COLOURS = ['#b91c1c', '#047857', '#7e22ce', '#c2410c', '#be185d', '#0e7490', '#3f6212', '#92400e'] as const;

interface AdminUser {
  id?: number;
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string;
}

const words = (value: string | null | undefined) => (value ?? '').trim().split(/\s+/).filter(Boolean);

/** An editor as the others see them, from the signed-in admin user: the name they gave, or their email's first part. */
export function editorOf(user: AdminUser): LiveEditor {
  const id = Number(user.id);
  const given = [...words(user.firstname), ...words(user.lastname)];
  const fallback = words(user.username)[0] ?? (user.email ?? '').split('@')[0] ?? '';
  const name = (given.join(' ') || fallback || `Editor ${id}`).slice(0, 80);
  const letters = given.length >= 2 ? [given[0], given[given.length - 1]] : [name];
  const initials = letters.length === 2 ? letters.map((word) => [...word][0]).join('') : [...name].slice(0, 2).join('');
  return { id, name, initials: initials.toUpperCase(), colour: EDITOR_COLOURS[Math.abs(id) % EDITOR_COLOURS.length] };
}
