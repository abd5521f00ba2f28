import { refreshDocuments } from '../../newsroom/read-model';
import type { PageStep } from '../page-write-state';

const ARTICLE = 'api::article.article';

/**
 * The newsroom's entries of an article, re-derived in the write's transaction (newsroom/read-model.ts).
 * Last of the steps that touch the database: the read model's version row stays locked from its
 * bump until the commit.
 */
export const refreshNewsroom: PageStep = async (write) => {
  if (write.uid === ARTICLE) write.newsroomChanged = await refreshDocuments(write.strapi, [write.written!.documentId]);
};
