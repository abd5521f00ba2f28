import { Flex, Typography } from '@strapi/design-system';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { unstable_useContentManagerContext as useContentManagerContext } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { STATE_MEANING } from 'contract/wire';
import { pageTypeOf } from './page-model';
import { usePageState } from './states';
import { StateBadge } from './StateBadge';
import { MESSAGES, messageId, stateMeaningId, type MessageKey } from '../translations';

function DateLine({ label, date }: { label: MessageKey; date: string | null }) {
  const { formatMessage, formatDate } = useIntl();
  if (!date) return null;
  return (
    <Typography variant="pi" textColor="neutral700">
      {formatMessage({ id: messageId(label), defaultMessage: MESSAGES[label].en })}: {formatDate(date, { dateStyle: 'medium', timeStyle: 'short' })}
    </Typography>
  );
}

/**
 * The edit view's "Publication" panel of an article or landing page: its computed state, what the
 * state means, the dates behind it, and a reminder that Publish takes the saved draft.
 */
export const PublicationPanel: PanelComponent = ({ model, documentId, document }) => {
  const { formatMessage } = useIntl();
  const { form } = useContentManagerContext();
  const type = pageTypeOf(model);
  const locale = typeof document?.locale === 'string' ? document.locale : undefined;
  const updatedAt = typeof document?.updatedAt === 'string' ? document.updatedAt : undefined;
  const entry = usePageState(type, documentId, locale, updatedAt);
  if (!type || !documentId) return null;
  const title = formatMessage({ id: messageId('panel.title'), defaultMessage: MESSAGES['panel.title'].en });
  const state = entry?.state;
  const content = (
    <Flex direction="column" alignItems="stretch" gap={2} width="100%" data-testid="publication-panel">
      {state ? (
        <>
          <StateBadge state={state.state} />
          <Typography variant="pi" textColor="neutral600">
            {formatMessage({ id: stateMeaningId(state.state), defaultMessage: STATE_MEANING[state.state] })}
          </Typography>
          <DateLine label="panel.datePublished" date={state.datePublished} />
          <DateLine label="panel.dateScheduled" date={state.dateScheduled} />
          <DateLine label="panel.dateUnpublished" date={state.dateUnpublished} />
        </>
      ) : (
        <Typography variant="pi" textColor="neutral600">
          {entry?.status === 'error'
            ? formatMessage({ id: messageId('panel.error'), defaultMessage: MESSAGES['panel.error'].en }, { message: entry.error ?? '' })
            : formatMessage({ id: messageId('panel.loading'), defaultMessage: MESSAGES['panel.loading'].en })}
        </Typography>
      )}
      {(form as { modified?: boolean }).modified ? (
        <Typography variant="pi" textColor="warning600">
          {formatMessage({ id: messageId('panel.unsaved'), defaultMessage: MESSAGES['panel.unsaved'].en })}
        </Typography>
      ) : null}
    </Flex>
  );
  return { title, content };
};
