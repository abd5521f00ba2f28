import { paginationModel } from './pagination';
import { withPage, type NewsroomState } from './query-state';
import { StateLink } from './state-link';
import type { Messages } from '../i18n';

/** First, previous, numbers (2 siblings), ellipsis, next, last: real links; disabled ends are plain text. */
export function PaginationBar({ state, lastPage, base, t }: { state: NewsroomState; lastPage: number; base: string; t: Messages['pagination'] }) {
  if (lastPage <= 1) return null;
  const model = paginationModel(state.page, lastPage);
  const edge = (label: string, symbol: string, target: { page: number; disabled: boolean }, rel: string) =>
    target.disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true" data-rel={rel}>
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <StateLink state={withPage(state, target.page)} base={base} nav="page" className="pagination__link" aria-label={t.edge(label, target.page)}>
        <span aria-hidden="true">{symbol}</span>
      </StateLink>
    );
  return (
    <nav className="pagination" aria-label={t.label}>
      <ul role="list">
        <li>{edge(t.first, '«', model.first, 'first')}</li>
        <li>{edge(t.previous, '‹', model.previous, 'prev')}</li>
        {model.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`e-${item.position}`} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className="pagination__link pagination__link--current" aria-current="page">
                  <span className="sr-only">{t.pageWord} </span>
                  {item.page}
                </span>
              ) : (
                <StateLink state={withPage(state, item.page)} base={base} nav="page" className="pagination__link" aria-label={t.page(item.page)}>
                  {item.page}
                </StateLink>
              )}
            </li>
          ),
        )}
        <li>{edge(t.next, '›', model.next, 'next')}</li>
        <li>{edge(t.last, '»', model.last, 'last')}</li>
      </ul>
    </nav>
  );
}
