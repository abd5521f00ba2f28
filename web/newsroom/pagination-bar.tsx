import type { ReactNode } from 'react';
import { paginationModel } from './pagination';
import type { Messages } from '../i18n';

interface Props {
  page: number;
  lastPage: number;
  /** The address of a page of the list (the newsroom's state with that page, the search's query with it). */
  hrefOf(page: number): string;
  t: Messages['pagination'];
  /** Marks the links for NewsroomNavigation (newsroom-navigation.tsx), which follows them in place. */
  inPlace?: boolean;
}

/** First, previous, numbers (2 siblings), ellipsis, next, last: real links; disabled ends are plain text. */
export function PaginationBar({ page, lastPage, hrefOf, t, inPlace }: Props) {
  if (lastPage <= 1) return null;
  const model = paginationModel(page, lastPage);
  const pageLink = (to: number, label: string, children: ReactNode) => (
    <a href={hrefOf(to)} className="pagination__link" data-nav={inPlace ? 'page' : undefined} aria-label={label}>
      {children}
    </a>
  );
  const edge = (label: string, symbol: string, target: { page: number; disabled: boolean }, rel: string) =>
    target.disabled ? (
      <span className="pagination__link pagination__link--disabled" aria-disabled="true" data-rel={rel}>
        <span aria-hidden="true">{symbol}</span>
        <span className="sr-only">{label}</span>
      </span>
    ) : (
      pageLink(target.page, t.edge(label, target.page), <span aria-hidden="true">{symbol}</span>)
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
                pageLink(item.page, t.page(item.page), item.page)
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
