import { getDocument, updateDocument } from '../api/cms';
import { HttpError } from '../api/http';
import { draftPayload, toCmsData } from '../publish/serialize';
import { pageFieldsOf, settingsUidOf } from '../schema/document-fields';
import type { ComponentMap, ContentTypeSchema } from '../schema/types';
import { type Block } from '../store/types';
import { PAGE_UID, type PageType } from 'contract/rules';

/**
 * Creates the `to` locale version of a document as a copy of its `from` version's draft (blocks,
 * draftSettings, page fields), for the editor to translate. Nothing is published.
 */
export async function createTranslation(
  type: PageType,
  documentId: string,
  from: string,
  to: string,
  components: ComponentMap,
  contentTypes: Record<string, ContentTypeSchema>,
) {
  const contentType = contentTypes[PAGE_UID[type]];
  const source = await getDocument(type, documentId, from);
  const page = toCmsData(
    source,
    pageFieldsOf(contentType, components).filter((field) => field.kind !== 'relation'),
  );
  const content = draftPayload(
    (source.draft ?? []) as Block[],
    (source.draftSettings ?? {}) as Record<string, unknown>,
    settingsUidOf(contentType),
    components,
  );
  try {
    return await updateDocument(type, documentId, to, { ...page, ...content });
  } catch (error) {
    // A slug taken in the target locale: keep the page recognisable and let the editor rename it.
    if (error instanceof HttpError && error.status === 400 && /slug/i.test(`${error.message} ${error.path ?? ''}`)) {
      return updateDocument(type, documentId, to, { ...page, slug: `${source.slug}-${to.toLowerCase()}`, ...content });
    }
    throw error;
  }
}
