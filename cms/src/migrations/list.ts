import type { Migration } from './migration';
import { pageVersions } from './0001-page-versions';
import { publishJobs } from './0002-publish-jobs';
import { newsroomReadModel } from './0003-newsroom-read-model';
import { newsroomCounts } from './0004-newsroom-counts';
import { contentIndexes } from './0005-content-indexes';
import { newsletterUniqueEmail } from './0006-newsletter-unique-email';
import { retiredFields } from './0007-retired-fields';
import { searchIndex } from './0008-search-index';
import { searchWindow } from './0009-search-window';

/** Every migration, in the order they run: a new one goes at the end with the next number. */
export const MIGRATIONS: readonly Migration[] = [
  pageVersions,
  publishJobs,
  newsroomReadModel,
  newsroomCounts,
  contentIndexes,
  newsletterUniqueEmail,
  retiredFields,
  searchIndex,
  searchWindow,
];
