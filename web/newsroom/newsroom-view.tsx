import type { NewsroomResponse } from 'contract/blocks';
import { NewsCard } from './card';
import { DESKTOP_GRID, TABLET_GRID, WIDE_POSITIONS, gridSpans } from './card-model';
import { FilterMenu } from './filter-menu';
import { PaginationBar } from './pagination-bar';
import { isEventsView, toSearch, withPage, type NewsroomState } from './query-state';
import { messages } from '../i18n';

/**
 * The newsroom grid, rendered on the server for one state (filters and page): it works and is
 * indexable without JavaScript. NewsroomNavigation (newsroom-navigation.tsx) turns its links into
 * in-place navigations.
 */
export function NewsroomView({ locale, state, data }: { locale: string; state: NewsroomState; data: NewsroomResponse }) {
  const base = `/${locale}/newsroom`;
  const cards = data.data;
  const pagination = data.meta.pagination;
  const t = messages(locale);
  const desktop = gridSpans(cards.length, DESKTOP_GRID);
  const tablet = gridSpans(cards.length, TABLET_GRID);
  return (
    <section className="newsroom container" aria-labelledby="newsroom-grid-title">
      <FilterMenu state={state} base={base} t={t} />
      <div className="newsroom__header">
        <h2 id="newsroom-grid-title" tabIndex={-1}>
          {isEventsView(state) ? t.newsroom.upcomingEvents : t.newsroom.latestNews}
        </h2>
        <p className="newsroom__count" aria-live="polite">
          {t.newsroom.results(pagination.total)}
        </p>
      </div>
      <div className="newsroom__grid-wrap">
        {cards.length ? (
          <ul className="grid" role="list" data-testid="newsroom-grid">
            {cards.map((card, index) => (
              <li
                key={card.slug}
                className={`grid__item grid__item--d${desktop[index]} grid__item--t${tablet[index]}${WIDE_POSITIONS.has(index + 1) ? ' grid__item--wide' : ''}`}
              >
                <NewsCard card={card} locale={locale} variant={WIDE_POSITIONS.has(index + 1) ? 'wide' : 'standard'} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="newsroom__empty">{t.newsroom.empty}</p>
        )}
        <PaginationBar
          page={pagination.page}
          lastPage={pagination.last_page}
          hrefOf={(page) => `${base}${toSearch(withPage(state, page))}`}
          t={t.pagination}
          inPlace
        />
      </div>
    </section>
  );
}
