import { api } from '../api/http';
import type { PageType } from 'contract/rules';
import type { Version, VersionSummary } from 'contract/wire';

export type { Actor, Version, VersionSummary } from 'contract/wire';

const base = (type: PageType, documentId: string) => `/publishing/pages/${type}/${encodeURIComponent(documentId)}/versions`;

/** The CMS's version history of a page locale, newest first (GET /publishing/pages/:type/:documentId/versions). */
export const listVersions = async (type: PageType, documentId: string, locale: string): Promise<VersionSummary[]> =>
  (await api<{ data: VersionSummary[] }>(base(type, documentId), { query: { locale } })).data;

export const readVersion = async (type: PageType, documentId: string, locale: string, id: number): Promise<Version> =>
  (await api<{ data: Version }>(`${base(type, documentId)}/${id}`, { query: { locale } })).data;

/** The CMS writes the version back as the draft and records the restore; it never publishes. */
export const restoreVersion = (type: PageType, documentId: string, locale: string, id: number): Promise<unknown> =>
  api<unknown>(`${base(type, documentId)}/${id}/restore`, { method: 'POST', query: { locale } });
