import { paginationModel } from './pagination';
import { withPage, type NewsroomState } from './query-state';
import { StateLink } from './state-link';

/** First, previous, numbers (2 siblings), ellipsis, next, last: real links; disabled ends are plain text. */
export function PaginationBar({ state, lastPage, base }: { state: NewsroomState; lastPage: number; base: string }) {
  if (lastPage <= 1) return null;
  const model = paginationModel(state.page, lastPage);
  const edge = (label: string, symbol: string, target: { page: number; disabled: boolean }, rel: string) =>
    target.disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true" data-rel={rel}>
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      <StateLink state={withPage(state, target.page)} base={base} nav="page" className="pagination__link" aria-label={`${label}, page ${target.page}`}>
        <span aria-hidden="true">{symbol}</span>
      </StateLink>
    );
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul role="list">
        <li>{edge('First page', '«', model.first, 'first')}</li>
        <li>{edge('Previous page', '‹', model.previous, 'prev')}</li>
        {model.items.map((item) =>
          item.type === 'ellipsis' ? (
            <li key={`e-${item.position}`} className="pagination__ellipsis" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.current ? (
                <span className="pagination__link pagination__link--current" aria-current="page">
                  <span className="sr-only">Page </span>
                  {item.page}
                </span>
              ) : (
                <StateLink state={withPage(state, item.page)} base={base} nav="page" className="pagination__link" aria-label={`Page ${item.page}`}>
                  {item.page}
                </StateLink>
              )}
            </li>
          ),
        )}
        <li>{edge('Next page', '›', model.next, 'next')}</li>
        <li>{edge('Last page', '»', model.last, 'last')}</li>
      </ul>
    </nav>
  );
}
