import { api } from './http';
import type { ComponentMap, ComponentSchema, ContentTypeSchema } from '../schema/types';
import type { CmsDocument } from '../dashboard/document-state';
import { PAGE_UID, type PageType } from 'contract/rules';
import type { DocumentState } from 'contract/wire';
import type { Locale } from '../store/slices/configuration';
import type { Data } from '../schema/defaults';

const collection = (type: PageType) => `/content-manager/collection-types/${PAGE_UID[type]}`;

type Schemas = { components: ComponentMap; contentTypes: Record<string, ContentTypeSchema> };

interface InitSchema {
  uid: string;
  category?: string;
  info: { displayName: string; description?: string; icon?: string };
  attributes: ComponentSchema['schema']['attributes'];
  pluginOptions?: Record<string, unknown>;
}

/**
 * The component and content-type schemas, from the content manager's init call: every role with
 * content access may read it (the content-type builder's API needs a permission that Authors and
 * Editors do not have, so the builder never asks it).
 */
export function schemasFromInit(init: { components: InitSchema[]; contentTypes: InitSchema[] }): Schemas {
  const components: ComponentMap = {};
  for (const c of init.components)
    components[c.uid] = {
      uid: c.uid,
      category: c.category ?? c.uid.split('.')[0],
      schema: { displayName: c.info.displayName, description: c.info.description, icon: c.info.icon, attributes: c.attributes },
    };
  const contentTypes: Record<string, ContentTypeSchema> = {};
  for (const t of init.contentTypes)
    contentTypes[t.uid] = { uid: t.uid, schema: { displayName: t.info.displayName, attributes: t.attributes, pluginOptions: t.pluginOptions } };
  return { components, contentTypes };
}

export async function loadSchemas(): Promise<Schemas> {
  return schemasFromInit((await api<{ data: { components: InitSchema[]; contentTypes: InitSchema[] } }>('/content-manager/init')).data);
}

export const loadLocales = async () => api<Locale[]>('/i18n/locales');

export const loadConfiguration = (type: PageType) => api<{ data: unknown }>(`/content-manager/content-types/${PAGE_UID[type]}/configuration`);

export interface ListResult {
  results: CmsDocument[];
  pagination: { page: number; pageSize: number; pageCount: number; total: number };
}

export function listDocuments(type: PageType, locale: string, search: string, page = 1): Promise<ListResult> {
  return api<ListResult>(collection(type), { query: { locale, page, pageSize: 100, sort: 'updatedAt:DESC', _q: search || undefined } });
}

export async function getDocument(type: PageType, documentId: string, locale: string): Promise<CmsDocument & Data> {
  const result = await api<{ data: CmsDocument & Data }>(`${collection(type)}/${documentId}`, { query: { locale } });
  return result.data;
}

/**
 * The states the CMS computes for these documents of one type and locale (GET /publishing/pages/:type/states,
 * at most 100 at once): it also knows what the documents alone cannot tell, such as a page that was
 * published once and unpublished since. Documents the editor's role may not read are left out.
 */
export async function loadPageStates(type: PageType, locale: string, documentIds: readonly string[]): Promise<Map<string, DocumentState>> {
  const states = new Map<string, DocumentState>();
  for (let i = 0; i < documentIds.length; i += 100) {
    const ids = documentIds.slice(i, i + 100);
    const { data } = await api<{ data: Array<{ documentId: string; state: DocumentState }> }>(`/publishing/pages/${type}/states`, {
      query: { locale, documentIds: ids.join(',') },
    });
    for (const row of data) states.set(row.documentId, row.state);
  }
  return states;
}

export async function createDocument(type: PageType, locale: string, data: Data): Promise<CmsDocument & Data> {
  return (await api<{ data: CmsDocument & Data }>(collection(type), { method: 'POST', query: { locale }, body: data })).data;
}

/** PUT also creates the locale version when the document has none in `locale` yet. */
export async function updateDocument(type: PageType, documentId: string, locale: string, data: Data): Promise<CmsDocument & Data> {
  return (await api<{ data: CmsDocument & Data }>(`${collection(type)}/${documentId}`, { method: 'PUT', query: { locale }, body: data })).data;
}

export type PublicationMode = 'publish' | 'unpublish';

export interface PublicationResult {
  /** The document locale as the CMS stores it now, with its published pair. */
  document: CmsDocument & Data;
  /** False when it already was so: nothing was written and the site was not told. */
  changed: boolean;
}

/**
 * The CMS's publish action (POST /publishing/pages/:type/:documentId/publish?locale=): it copies the
 * stored draft pair onto the published pair, ids stripped, and tells the site; unpublish clears the
 * published pair. The builder never writes the published pair itself.
 */
export async function setPublication(mode: PublicationMode, type: PageType, documentId: string, locale: string): Promise<PublicationResult> {
  const result = await api<{ data: CmsDocument & Data; meta: { changed: boolean } }>(`/publishing/pages/${type}/${encodeURIComponent(documentId)}/${mode}`, {
    method: 'POST',
    query: { locale },
  });
  return { document: result.data, changed: result.meta.changed };
}

export const deleteDocument = (type: PageType, documentId: string, locale: string) =>
  api<unknown>(`${collection(type)}/${documentId}`, { method: 'DELETE', query: { locale } });

export interface RelationItem {
  id: number;
  documentId: string;
  name?: string;
  label?: string;
  key?: string;
}

export async function listRelated(type: PageType, documentId: string, locale: string, field: string): Promise<RelationItem[]> {
  const result = await api<{ results: RelationItem[] }>(`/content-manager/relations/${PAGE_UID[type]}/${documentId}/${field}`, {
    query: { locale, pageSize: 100 },
  });
  return result.results;
}

export async function listTargets(target: string): Promise<RelationItem[]> {
  const result = await api<{ results: RelationItem[] }>(`/content-manager/collection-types/${target}`, { query: { pageSize: 100, sort: 'id:ASC' } });
  return result.results;
}
