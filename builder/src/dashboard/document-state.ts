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

/** `stated`: the state the CMS computed (loadPageStates), which wins; the document's own otherwise. */
export function summarize(type: PageType, doc: CmsDocument, now: number, stated?: DocumentState): DocumentSummary {
  return {
    type,
    documentId: doc.documentId,
    locale: doc.locale,
    slug: doc.slug,
    title: titleOf(doc),
    updatedAt: doc.updatedAt,
    state: stated ?? documentState(doc, now),
  };
}
