import { randomUUID } from 'node:crypto';
import { attributesOf } from '../../content/schema';
import { withDerived, PUBLISHED_PAIR } from 'contract/rules';
import { guardPublishedPair } from '../../publishing/published-pair';
import { sanitizeWriteData } from '../../sanitising/sanitize-document';
import { writesData, type PageStep } from '../page-write-state';

/** The published pair stays the publish action's (publishing/published-pair.ts), compared with the pair as read before. */
export const keepPublishedPair: PageStep = (write) => {
  if (!writesData(write)) return;
  const { strapi, uid, params } = write;
  params.data = guardPublishedPair(strapi, uid, params.data!, write.stored?.row ?? null);
  write.pairWritten = PUBLISHED_PAIR.some((field) => field in params.data!);
};

/** HTML sanitised, dangerous URLs refused with a 400 naming the field (sanitising/). */
export const sanitise: PageStep = (write) => {
  if (writesData(write)) write.params.data = sanitizeWriteData(write.strapi, write.uid, write.params.data!);
};

/** Derived attributes (the article's title) set from the sources the write carries (content/derived.ts). */
export const derive: PageStep = (write) => {
  if (writesData(write)) write.params.data = withDerived(attributesOf(write.strapi, write.uid), write.params.data!);
};

/** A new page gets its uuid with the write. */
export const giveNewPageUuid: PageStep = ({ action, params }) => {
  if (action === 'create' && params.data && !params.data.uuid) params.data.uuid = randomUUID();
};
