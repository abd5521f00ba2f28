import { useEffect, useState } from 'react';
import { Copy, Plus, Trash2 } from 'lucide-react';
import useSWR from 'swr';
import { deleteDocument, listDocuments, loadPageStates } from '../api/cms';
import { builderHref, onLinkClick, ROUTES, navigate } from '../app/router';
import { reportError } from '../app/report-error';
import { useBuilder } from '../store/store';
import type { PageType } from 'contract/rules';
import { STATE_LABEL, summarize, type DocumentSummary, type DocumentState } from './document-state';
import { ConfirmDialog } from './ConfirmDialog';
import { duplicateDocument } from './duplicate';
import { ScheduledList } from '../schedule/ScheduledList';
import { SearchInput } from '../app/ui/SearchInput';
import { SelectField, type SelectOption } from '../app/ui/SelectField';

const TYPE_LABEL: Record<PageType, string> = { article: 'Article', 'landing-page': 'Landing page' };
type TypeFilter = PageType | 'all';
const TYPE_OPTIONS: readonly SelectOption<TypeFilter>[] = [
  { id: 'all', label: 'All' },
  { id: 'landing-page', label: 'Landing pages' },
  { id: 'article', label: 'Articles' },
];

async function fetchAll([, type, locale, search]: [string, TypeFilter, string, string]): Promise<DocumentSummary[]> {
  const types: PageType[] = type === 'all' ? ['landing-page', 'article'] : [type];
  const now = Date.now();
  const lists = await Promise.all(
    types.map(async (t) => {
      const { results } = await listDocuments(t, locale, search);
      // The CMS's states (a page unpublished after it was on the site, which its row cannot tell);
      // without them, each row's own.
      const states = await loadPageStates(
        t,
        locale,
        results.map((doc) => doc.documentId),
      ).catch((error: unknown) => {
        reportError('Reading the pages’ states', error);
        return new Map<string, DocumentState>();
      });
      return results.map((doc) => summarize(t, doc, now, states.get(doc.documentId)));
    }),
  );
  return lists.flat().sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

export function Dashboard() {
  const locales = useBuilder((state) => state.configuration.locales);
  const items = useBuilder((state) => state.landingPages);
  const [type, setType] = useState<TypeFilter>('all');
  const [locale, setLocale] = useState(() => new URLSearchParams(location.search).get('locale') ?? 'en-US');
  const [stateFilter, setStateFilter] = useState<DocumentState | 'all'>('all');
  const [search, setSearch] = useState('');
  const [toDelete, setToDelete] = useState<DocumentSummary | null>(null);
  const { data, error, isLoading, mutate } = useSWR(['documents', type, locale, search.trim()] as [string, TypeFilter, string, string], fetchAll, {
    // Every visit asks again: a page created or deleted a moment ago must show (SWR would otherwise
    // answer a visit within its deduping interval from the list it fetched before).
    dedupingInterval: 0,
    revalidateOnFocus: false,
  });
  useEffect(() => {
    if (data) useBuilder.getState().setLandingPages(data);
  }, [data]);
  useEffect(() => {
    if (error) reportError('Loading pages', error);
  }, [error]);

  const visible = items.filter((item) => stateFilter === 'all' || item.state === stateFilter);

  const duplicate = async (item: DocumentSummary) => {
    const { components, contentTypes, showAlert } = useBuilder.getState();
    try {
      const copy = await duplicateDocument(item.type, item.documentId, item.locale, components, contentTypes);
      showAlert('success', `Duplicated "${item.title}" as ${copy.slug}`);
      await mutate();
    } catch (err) {
      reportError(`Duplicating "${item.title}"`, err);
    }
  };

  const remove = async (item: DocumentSummary) => {
    setToDelete(null);
    try {
      await deleteDocument(item.type, item.documentId, item.locale);
      useBuilder.getState().showAlert('success', `Deleted "${item.title}" (${item.locale})`);
      await mutate();
    } catch (err) {
      reportError(`Deleting "${item.title}"`, err);
    }
  };

  return (
    <main className="dashboard">
      <div className="dashboard-head">
        <h1>Pages</h1>
        <button type="button" className="primary with-icon" onClick={() => navigate(`${ROUTES.create}?locale=${locale}`)}>
          <Plus aria-hidden="true" size={16} />
          Create page
        </button>
      </div>
      <div className="filters" role="search">
        <SearchInput label="Search" value={search} onChange={setSearch} placeholder="Title or slug" className="filters-search" />
        <SelectField label="Type" value={type} onChange={setType} options={TYPE_OPTIONS} />
        <SelectField label="Locale" value={locale} onChange={setLocale} options={locales.map((l) => ({ id: l.code, label: l.code }))} />
        <SelectField
          label="State"
          value={stateFilter}
          onChange={setStateFilter}
          options={[{ id: 'all', label: 'All' }, ...Object.entries(STATE_LABEL).map(([id, label]) => ({ id: id as DocumentState, label }))]}
        />
      </div>
      {isLoading && !data ? (
        <p className="loading">Loading pages…</p>
      ) : visible.length === 0 ? (
        <p className="empty">No pages match.</p>
      ) : (
        <table className="documents">
          <thead>
            <tr>
              <th>Title</th>
              <th className="wide-only">Type</th>
              <th className="wide-only">Slug</th>
              <th>State</th>
              <th className="wide-only">Updated</th>
              <th>
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {visible.map((item) => (
              <tr key={`${item.type}:${item.documentId}`}>
                <td>
                  <a href={builderHref(item.type, item.documentId, item.locale)} onClick={onLinkClick}>
                    {item.title}
                  </a>
                </td>
                <td className="wide-only">{TYPE_LABEL[item.type]}</td>
                <td className="wide-only">
                  <code>{item.slug}</code>
                </td>
                <td>
                  <span className={`state state-${item.state}`}>{STATE_LABEL[item.state]}</span>
                </td>
                <td className="wide-only">{new Date(item.updatedAt).toLocaleString()}</td>
                <td className="doc-actions">
                  <button type="button" className="ghost" onClick={() => void duplicate(item)}>
                    <Copy aria-hidden="true" size={16} />
                    <span className="doc-action-name">Duplicate</span>
                    <span className="sr-only"> {item.title}</span>
                  </button>
                  <button type="button" className="ghost danger" onClick={() => setToDelete(item)}>
                    <Trash2 aria-hidden="true" size={16} />
                    <span className="doc-action-name">Delete</span>
                    <span className="sr-only"> {item.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ScheduledList />
      {toDelete && (
        <ConfirmDialog
          title={`Delete "${toDelete.title}"?`}
          message={`The ${toDelete.locale} version of this ${TYPE_LABEL[toDelete.type].toLowerCase()} is deleted from the CMS, published or not. This cannot be undone.`}
          confirmLabel="Delete"
          onConfirm={() => void remove(toDelete)}
          onCancel={() => setToDelete(null)}
        />
      )}
    </main>
  );
}
