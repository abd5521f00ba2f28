import { Status, Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { type DocumentState, STATE_LABEL } from 'contract/wire';
import { stateLabelId } from '../translations';

const VARIANT: Record<DocumentState, 'secondary' | 'success' | 'warning' | 'alternative' | 'neutral'> = {
  draft: 'secondary',
  published: 'success',
  changed: 'warning',
  scheduled: 'alternative',
  unpublished: 'neutral',
};

/** A page's computed state, as a coloured label (the words carry the meaning, not the colour). */
export function StateBadge({ state }: { state: DocumentState }) {
  const { formatMessage } = useIntl();
  return (
    <Status variant={VARIANT[state]} size="S" maxWidth="min-content" data-state={state}>
      <Typography tag="span" variant="omega" fontWeight="bold" style={{ whiteSpace: 'nowrap' }}>
        {formatMessage({ id: stateLabelId(state), defaultMessage: STATE_LABEL[state] })}
      </Typography>
    </Status>
  );
}
