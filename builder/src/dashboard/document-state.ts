import type { PageType } from 'contract/rules';
import { documentState, type DocumentState, type StatedDocument } from 'contract/wire';

export { STATE_LABEL, type DocumentState } from 'contract/wire';

export interface CmsDocument extends StatedDocument {
  documentId: string;
  locale: string;
  slug: string;
  /** The page's title: a landing page's own, an article's derived by the CMS from its draft settings. */
  title?: string | null;
  updatedAt: string;
}

export interface DocumentSummary {
  type: PageType;
  documentId: string;
  locale: string;
  slug: string;
  title: string;
  updatedAt: string;
  state: DocumentState;
}

export function titleOf(doc: CmsDocument): string {
  return doc.title?.trim() || doc.slug;
}

export function summarize(type: PageType, doc: CmsDocument, now: number): DocumentSummary {
  return {
    type,
    documentId: doc.documentId,
    locale: doc.locale,
    slug: doc.slug,
    title: titleOf(doc),
    updatedAt: doc.updatedAt,
    state: documentState(doc, now),
  };
}
