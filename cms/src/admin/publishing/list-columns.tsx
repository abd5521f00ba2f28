import * as React from 'react';
import { Typography } from '@strapi/design-system';
import { useFetchClient } from '@strapi/strapi/admin';
import { useIntl } from 'react-intl';
import { pageTypeOf, isPageLayout } from './page-model';
import { usePageState } from './states';
import { StateBadge } from './StateBadge';
import { MESSAGES, messageId } from '../translations';

/** What Strapi's list hook passes and expects (documented: Admin/CM/pages/ListView/inject-column-in-table). */
interface ListHeader {
  attribute: { type: string; relation?: string };
  /** A relation's field shown for each related entry (Strapi's list layout). */
  mainField?: { name: string } | string;
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

/**
 * The names of a page's related entries (its categories), where Strapi's list shows only their
 * count ("1 item"): read with the content manager's own relations route, as its count's menu reads
 * them, the first ten.
 */
function RelationNamesCell({ model, row, field, mainField }: CellProps & { field: string; mainField: string }) {
  const { get } = useFetchClient();
  const count = (row[field] as { count?: number } | null | undefined)?.count;
  const documentId = typeof row.documentId === 'string' ? row.documentId : '';
  const locale = typeof row.locale === 'string' ? row.locale : undefined;
  const [names, setNames] = React.useState<string[] | null>(null);
  React.useEffect(() => {
    if (!documentId || count === 0) return;
    let live = true;
    get<{ results: Array<Record<string, unknown>> }>(`/content-manager/relations/${model}/${encodeURIComponent(documentId)}/${field}`, {
      params: { locale, pageSize: 10 },
    }).then(
      ({ data }) => live && setNames(data.results.map((entry) => String(entry[mainField] ?? entry.documentId ?? ''))),
      () => live && setNames(null),
    );
    return () => {
      live = false;
    };
  }, [get, model, documentId, locale, field, mainField, count]);
  if (count === 0) return <Typography textColor="neutral600">-</Typography>;
  if (!names) return <Typography textColor="neutral600">{count === undefined ? '…' : `${count}`}</Typography>;
  const more = count !== undefined && count > names.length ? ` +${count - names.length}` : '';
  return <Typography textColor="neutral800">{`${names.join(', ')}${more}`}</Typography>;
}

/** A list header of a to-many relation shows its entries' names instead of their count. */
function withRelationNames(header: ListHeader): ListHeader {
  if (header.attribute.type !== 'relation' || !/ToMany$/i.test(header.attribute.relation ?? '')) return header;
  const mainField = typeof header.mainField === 'string' ? header.mainField : (header.mainField?.name ?? 'name');
  return {
    ...header,
    cellFormatter: (row, _header, { model }) => <RelationNamesCell model={model} row={row} field={header.name} mainField={mainField} />,
  };
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
 * columns after the slug (or the first column) of their list; their to-many relations (an article's
 * categories) by their names.
 */
export function injectPageColumns({ displayedHeaders, layout }: ListHookArgs): ListHookArgs {
  if (!isPageLayout(layout.metadatas)) return { displayedHeaders, layout };
  const headers = displayedHeaders.map(withRelationNames);
  const at = headers.findIndex((header) => header.name === 'slug');
  const index = at >= 0 ? at + 1 : Math.min(1, headers.length);
  const added = [
    column('column.state', 'pages_publishing_state', StateCell),
    column('column.datePublished', 'pages_publishing_date_published', DatePublishedCell),
  ];
  return { displayedHeaders: [...headers.slice(0, index), ...added, ...headers.slice(index)], layout };
}
