import type { PageType } from 'contract/rules';
import type { Data } from '../schema/defaults';

/** A block on the canvas: a component's data plus a client-only key (never sent to the CMS). */
export interface Block extends Data {
  __key: string;
  __component: string;
}

/** What the editor changes and undo/redo restores: blocks (draft), draftSettings and page fields. */
export interface Draft {
  blocks: Block[];
  settings: Data;
  page: Data;
}

/** The document open in the builder, as last read from or written to the CMS. */
export interface OpenDocument {
  type: PageType;
  documentId: string;
  locale: string;
  updatedAt: string;
  published: unknown[];
  publishedSettings: Data | null;
}

export type PathSegment = string | number;
