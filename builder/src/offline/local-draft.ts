import type { Draft } from '../store/types';
import type { PageType } from 'contract/rules';

/**
 * Unsaved work, kept in localStorage per page and locale so that a reload, a crash or a lost
 * connection loses nothing. Content only: no token is ever stored here.
 */
export interface LocalDraft {
  draft: Draft;
  /** updatedAt of the CMS version the edits started from: a later one on the server is a conflict. */
  baseUpdatedAt: string;
  savedAt: string;
  /** A save was asked for while the CMS was unreachable. */
  pending: boolean;
}

const PREFIX = 'builder:unsaved:';

export const localKey = (type: PageType, documentId: string, locale: string) => `${PREFIX}${type}:${documentId}:${locale}`;

export function readLocal(key: string, storage: Storage = localStorage): LocalDraft | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as LocalDraft;
    return value && Array.isArray(value.draft?.blocks) ? value : null;
  } catch (error) {
    console.error(`[offline] unreadable local draft ${key}; dropping it`, error);
    storage.removeItem(key);
    return null;
  }
}

export function writeLocal(key: string, value: LocalDraft, storage: Storage = localStorage): boolean {
  try {
    storage.setItem(key, JSON.stringify(value));
    return true;
  } catch (error) {
    console.error(`[offline] could not keep unsaved work in this browser (${key})`, error);
    return false;
  }
}

export const clearLocal = (key: string, storage: Storage = localStorage) => storage.removeItem(key);
