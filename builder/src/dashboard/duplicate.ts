import { createDocument, getDocument } from '../api/cms';
import { draftPayload, toCmsData } from '../publish/serialize';
import { pageFieldsOf, settingsUidOf } from '../schema/document-fields';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import type { Block } from '../store/types';
import { type PageType, PAGE_UID } from 'contract/rules';

/** A new draft-only copy of a page in the same locale, with "-copy" slug and title. */
export async function duplicateDocument(
  type: PageType,
  documentId: string,
  locale: string,
  components: ComponentMap,
  contentTypes: Record<string, ContentTypeSchema>,
) {
  const contentType = contentTypes[PAGE_UID[type]];
  const source = await getDocument(type, documentId, locale);
  const page = toCmsData(source, pageFieldsOf(contentType, components));
  const stamp = Date.now().toString(36);
  page.slug = `${source.slug}-copy-${stamp}`;
  if (typeof page.title === 'string') page.title = `${page.title} (copy)`;
  const blocks = (source.draft ?? []) as Block[];
  const payload = draftPayload(blocks, (source.draftSettings ?? {}) as Record<string, unknown>, settingsUidOf(contentType), components);
  return createDocument(type, locale, { ...page, ...payload });
}
