import useSWR from 'swr';
import { getDocument } from '../api/cms';
import { builderHref, onLinkClick, useLocation } from '../app/router';
import type { DocType } from '../store/types';
import { PreviewPane } from './PreviewPane';

/** /App/PageBuilder/Preview?type=&id=&locale=: the draft preview on its own page. */
export function PreviewPage() {
  const { query } = useLocation();
  const type = (query.get('type') ?? 'landing-page') as DocType;
  const id = query.get('id') ?? '';
  const locale = query.get('locale') ?? 'en-US';
  const { data, error } = useSWR(id ? ['doc', type, id, locale] : null, () => getDocument(type, id, locale), { revalidateOnFocus: false });
  return (
    <main className="preview-page">
      <h1 className="preview-title">Preview{data ? `: ${String(data.title ?? data.slug ?? '')}` : ''}</h1>
      <p>
        <a href={builderHref(type, id, locale)} onClick={onLinkClick}>
          ← Back to the builder
        </a>
      </p>
      {error && (
        <p className="field-error" role="alert">
          {(error as Error).message}
        </p>
      )}
      {data && <PreviewPane type={type} slug={data.slug} locale={locale} />}
    </main>
  );
}
