import * as React from 'react';
import { getFetchClient } from '@strapi/strapi/admin';
import type { PageType } from 'contract/rules';
import type { PageState } from '../../publishing/states';

/**
 * The computed states of the pages the admin shows (GET /publishing/pages/:type/states, one request
 * for all the rows of a list page): a small store shared by the list's cells and the edit view's
 * panel. An entry is read again when its row says the page changed since (a newer updatedAt), and
 * dropped when Publish or Unpublish changes it. Requests go through Strapi's fetch client (the
 * admin's JWT) without a component's abort signal: a cell that re-mounts must not cancel the
 * request that all the rows of its page share.
 */

interface Entry {
  status: 'loading' | 'ready' | 'error';
  state?: PageState;
  error?: string;
}

const MAX_PER_REQUEST = 100;
const entries = new Map<string, Entry>();
const listeners = new Set<() => void>();
const pending = new Map<string, { type: PageType; locale: string; ids: Set<string> }>();
let flushing: ReturnType<typeof setTimeout> | null = null;

const keyOf = (type: PageType, locale: string, documentId: string) => `${type}|${locale}|${documentId}`;
const notify = () => listeners.forEach((listener) => listener());

async function load(type: PageType, locale: string, ids: string[]): Promise<void> {
  try {
    const { data } = await getFetchClient().get<{ data: PageState[] }>(`/publishing/pages/${type}/states`, { params: { locale, documentIds: ids.join(',') } });
    const found = new Map(data.data.map((state) => [state.documentId, state]));
    for (const id of ids) {
      const state = found.get(id);
      entries.set(keyOf(type, locale, id), state ? { status: 'ready', state } : { status: 'error', error: 'not found' });
    }
  } catch (error) {
    for (const id of ids) entries.set(keyOf(type, locale, id), { status: 'error', error: error instanceof Error ? error.message : String(error) });
  }
  notify();
}

function flush(): void {
  flushing = null;
  const groups = [...pending.values()];
  pending.clear();
  for (const { type, locale, ids } of groups) {
    const all = [...ids];
    for (let i = 0; i < all.length; i += MAX_PER_REQUEST) void load(type, locale, all.slice(i, i + MAX_PER_REQUEST));
  }
}

function request(type: PageType, locale: string, documentId: string): void {
  entries.set(keyOf(type, locale, documentId), { status: 'loading' });
  const group = `${type}|${locale}`;
  if (!pending.has(group)) pending.set(group, { type, locale, ids: new Set() });
  pending.get(group)!.ids.add(documentId);
  // Every cell of a list page asks in the same render: one request for them all.
  flushing ??= setTimeout(flush, 0);
}

/** Drops a page's states (after Publish or Unpublish): whoever shows them reads them again. */
export function invalidatePageState(type: PageType, documentId: string): void {
  for (const key of [...entries.keys()]) if (key.startsWith(`${type}|`) && key.endsWith(`|${documentId}`)) entries.delete(key);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The state of one page locale; `updatedAt` (the row's, when known) reads it again when the page
 * changed since it was read.
 */
export function usePageState(type: PageType | null, documentId: string | undefined, locale: string | undefined, updatedAt?: string): Entry | undefined {
  const key = type && documentId && locale ? keyOf(type, locale, documentId) : null;
  const entry = React.useSyncExternalStore(subscribe, () => (key ? entries.get(key) : undefined));
  const stale = !!entry?.state?.updatedAt && !!updatedAt && Date.parse(updatedAt) > Date.parse(entry.state.updatedAt);
  React.useEffect(() => {
    if (!key || !type || !documentId || !locale) return;
    if (!entries.has(key) || stale) request(type, locale, documentId);
  }, [key, type, documentId, locale, stale, entry]);
  return entry;
}
