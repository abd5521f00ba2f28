import type { Draft } from '../types';

export interface History {
  past: Draft[];
  future: Draft[];
  /** Consecutive changes with the same coalesce key (keystrokes in one field) are one undo step. */
  lastCoalesce: string | null;
}

export const HISTORY_LIMIT = 200;
export const emptyHistory = (): History => ({ past: [], future: [], lastCoalesce: null });

/** Remembers `previous` before a change; a redo branch is dropped once something new happens. */
export function record(history: History, previous: Draft, coalesce: string | null = null): History {
  if (coalesce !== null && coalesce === history.lastCoalesce) return { ...history, future: [] };
  const past = [...history.past, previous].slice(-HISTORY_LIMIT);
  return { past, future: [], lastCoalesce: coalesce };
}

export function undo(history: History, present: Draft): { history: History; present: Draft } | null {
  const previous = history.past[history.past.length - 1];
  if (!previous) return null;
  return { history: { past: history.past.slice(0, -1), future: [present, ...history.future], lastCoalesce: null }, present: previous };
}

export function redo(history: History, present: Draft): { history: History; present: Draft } | null {
  const [next, ...future] = history.future;
  if (!next) return null;
  return { history: { past: [...history.past, present], future, lastCoalesce: null }, present: next };
}
