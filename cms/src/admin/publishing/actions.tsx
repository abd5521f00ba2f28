import type { DocumentActionComponent } from '@strapi/content-manager/strapi-admin';
import {
  unstable_useContentManagerContext as useContentManagerContext,
  unstable_useDocument as useDocument,
  useFetchClient,
  useNotification,
  useQueryParams,
} from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import type { PublishMode } from '../../publishing/publish';
import { pageTypeOf } from './page-model';
import { invalidatePageState } from './states';
import { MESSAGES, messageId, type MessageKey } from '../translations';

/**
 * The edit view's Publish and Unpublish of an article or landing page: the CMS's publish actions
 * (POST /publishing/pages/:type/:documentId/publish|unpublish?locale=, with the admin's JWT), the same
 * the builder calls. They take the saved draft, so they wait while the form has unsaved changes.
 * Afterwards the document is read again (the edit view's own query), so that the form holds the
 * published pair as stored and a later save sends it back unchanged.
 */

/** The edit view's query parameters as its own document query has them (plugins[i18n][locale] → locale). */
function useEditViewParams(): Record<string, unknown> {
  const [{ query }] = useQueryParams<Record<string, unknown>>();
  const { plugins, ...rest } = query as { plugins?: Record<string, unknown> };
  return Object.assign(rest, ...Object.values(plugins ?? {}).filter((value) => value && typeof value === 'object'));
}

function usePublication(mode: PublishMode, { model, documentId, document, collectionType }: Parameters<DocumentActionComponent>[0]) {
  const { formatMessage } = useIntl();
  const { post } = useFetchClient();
  const { toggleNotification } = useNotification();
  const { form } = useContentManagerContext();
  const params = useEditViewParams();
  const type = pageTypeOf(model);
  const { refetch } = useDocument({ documentId, model, collectionType, params }, { skip: !documentId || !type });
  const text = (key: MessageKey, values?: Record<string, string>) => formatMessage({ id: messageId(key), defaultMessage: MESSAGES[key].en }, values);
  const locale = typeof document?.locale === 'string' ? document.locale : undefined;
  const run = async () => {
    if (!type || !documentId) return;
    try {
      const { data } = await post<{ meta: { changed: boolean; withoutPublishDate?: boolean } }>(
        `/publishing/pages/${type}/${encodeURIComponent(documentId)}/${mode}${locale ? `?locale=${encodeURIComponent(locale)}` : ''}`,
      );
      if (data.meta.withoutPublishDate) {
        // On the site in name only: say what keeps it hidden, and how to fix it.
        toggleNotification({ type: 'warning', message: text('notify.published.withoutPublishDate') });
      } else {
        const key = `notify.${mode}ed${data.meta.changed ? '' : '.unchanged'}` as MessageKey;
        toggleNotification({ type: data.meta.changed ? 'success' : 'info', message: text(key) });
      }
    } catch (error) {
      const message =
        (error as { response?: { data?: { error?: { message?: string } } } }).response?.data?.error?.message ??
        (error instanceof Error ? error.message : String(error));
      toggleNotification({ type: 'danger', message: text('notify.failed', { message }) });
    } finally {
      invalidatePageState(type, documentId);
      await refetch();
    }
  };
  return { type, run, text, modified: (form as { modified?: boolean }).modified === true };
}

export const PublishPageAction: DocumentActionComponent = (props) => {
  const { type, run, text, modified } = usePublication('publish', props);
  if (!type || !props.documentId) return null;
  return { type: 'publish', label: text('action.publish'), variant: 'default', position: 'panel', disabled: modified, onClick: run };
};
PublishPageAction.type = 'publish';
PublishPageAction.position = 'panel';

export const UnpublishPageAction: DocumentActionComponent = (props) => {
  const { type, run, text, modified } = usePublication('unpublish', props);
  if (!type || !props.documentId) return null;
  return {
    type: 'unpublish',
    label: text('action.unpublish'),
    variant: 'danger',
    position: 'panel',
    disabled: modified,
    dialog: { type: 'dialog', title: text('action.unpublish.title'), content: text('action.unpublish.body'), onConfirm: run },
  };
};
UnpublishPageAction.type = 'unpublish';
UnpublishPageAction.position = 'panel';
