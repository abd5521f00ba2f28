import { Typography } from '@strapi/design-system';
import { useIntl } from 'react-intl';
import { pageTypeOf, isPageLayout } from './page-model';
import { usePageState } from './states';
import { StateBadge } from './StateBadge';
import { MESSAGES, messageId } from '../translations';

/** What Strapi's list hook passes and expects (documented: Admin/CM/pages/ListView/inject-column-in-table). */
interface ListHeader {
  attribute: { type: string };
  label: string | { id: string; defaultMessage: string };
  name: string;
  searchable?: boolean;
  sortable?: boolean;
  cellFormatter?: (row: Record<string, unknown>, header: unknown, context: { collectionType: string; model: string }) => React.ReactNode;
}
interface ListHookArgs {
  displayedHeaders: ListHeader[];
  layout: { metadatas?: Record<string, unknown> } & Record<string, unknown>;
}

interface CellProps {
  model: string;
  row: Record<string, unknown>;
}

function useRowState({ model, row }: CellProps) {
  return usePageState(
    pageTypeOf(model),
    String(row.documentId ?? ''),
    typeof row.locale === 'string' ? row.locale : undefined,
    typeof row.updatedAt === 'string' ? row.updatedAt : undefined,
  );
}

function StateCell(props: CellProps) {
  const entry = useRowState(props);
  if (entry?.status !== 'ready' || !entry.state) return <Typography textColor="neutral600">{entry?.status === 'error' ? '?' : '…'}</Typography>;
  return <StateBadge state={entry.state.state} />;
}

function DatePublishedCell(props: CellProps) {
  const { formatDate } = useIntl();
  const entry = useRowState(props);
  const date = entry?.state?.datePublished;
  return <Typography textColor="neutral800">{date ? formatDate(date, { dateStyle: 'medium' }) : '-'}</Typography>;
}

const column = (key: 'column.state' | 'column.datePublished', name: string, Cell: (props: CellProps) => React.ReactNode): ListHeader => ({
  attribute: { type: 'custom' },
  label: { id: messageId(key), defaultMessage: MESSAGES[key].en },
  name,
  searchable: false,
  sortable: false,
  cellFormatter: (row, _header, { model }) => <Cell model={model} row={row} />,
});

/**
 * The state and the publish date of every article and landing page, computed on the server, as two
 * columns after the slug (or the first column) of their list.
 */
export function injectPageColumns({ displayedHeaders, layout }: ListHookArgs): ListHookArgs {
  if (!isPageLayout(layout.metadatas)) return { displayedHeaders, layout };
  const at = displayedHeaders.findIndex((header) => header.name === 'slug');
  const index = at >= 0 ? at + 1 : Math.min(1, displayedHeaders.length);
  const added = [
    column('column.state', 'pages_publishing_state', StateCell),
    column('column.datePublished', 'pages_publishing_date_published', DatePublishedCell),
  ];
  return { displayedHeaders: [...displayedHeaders.slice(0, index), ...added, ...displayedHeaders.slice(index)], layout };
}
