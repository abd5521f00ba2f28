'use client';
import { useCallback, useEffect, useRef, useState } from 'react';
import useSWR from 'swr';
import type { NewsroomResponse } from 'cms/blocks';
import { NewsCard } from './card';
import { WIDE_POSITIONS } from './card-model';
import { FilterMenu } from './filter-menu';
import { PaginationBar } from './pagination-bar';
import { isEventsView, sameState, stateFromSearchParams, toSearch, type NewsroomState } from './query-state';
import type { Navigate } from './state-link';

/** Spec: results stay fresh 5 seconds and are not refetched on window focus. */
export const STALE_TIME_MS = 5000;

export function newsroomApiUrl(locale: string, state: NewsroomState): string {
  const search = toSearch(state);
  return `/api/newsroom${search ? `${search}&` : '?'}locale=${locale}`;
}

async function fetchNewsroom(url: string): Promise<NewsroomResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
  return (await response.json()) as NewsroomResponse;
}

/**
 * The newsroom grid. The server renders the first state (works without JavaScript); afterwards
 * filter and page links change the state in place, mirror it in the query string and fetch through
 * the site's /api/newsroom (the browser never calls the CMS).
 */
export function NewsroomView({ locale, initialState, initialData }: { locale: string; initialState: NewsroomState; initialData: NewsroomResponse }) {
  const base = `/${locale}/newsroom`;
  const [state, setState] = useState(initialState);
  const gridHeader = useRef<HTMLHeadingElement>(null);
  const isInitial = sameState(state, initialState);
  const { data, error, isValidating } = useSWR(newsroomApiUrl(locale, state), fetchNewsroom, {
    fallbackData: isInitial ? initialData : undefined,
    revalidateOnMount: !isInitial,
    keepPreviousData: true,
    dedupingInterval: STALE_TIME_MS,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  if (error) console.error('[newsroom] fetch failed', error);

  const navigate: Navigate = useCallback(
    (next, options) => {
      setState(next);
      window.history.pushState(window.history.state, '', `${base}${toSearch(next)}`);
      if (options?.scrollToGrid) {
        gridHeader.current?.scrollIntoView({ block: 'start' });
        gridHeader.current?.focus({ preventScroll: true });
      }
    },
    [base],
  );

  useEffect(() => {
    const onPopState = () => setState(stateFromSearchParams(new URLSearchParams(window.location.search)));
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, []);

  const cards = data?.data ?? [];
  const pagination = data?.meta.pagination;
  const fetching = isValidating;
  const heading = isEventsView(state) ? 'Upcoming events' : 'Latest news';

  return (
    <section className="newsroom container" aria-labelledby="newsroom-grid-title">
      <FilterMenu state={state} base={base} navigate={navigate} />
      <div className="newsroom__header">
        <h2 id="newsroom-grid-title" ref={gridHeader} tabIndex={-1}>
          {heading}
        </h2>
        <p className="newsroom__count" role="status" aria-live="polite">
          {fetching ? 'Loading…' : pagination ? `${pagination.total} ${pagination.total === 1 ? 'result' : 'results'}` : ''}
        </p>
      </div>
      {fetching ? <div className="loader" aria-hidden="true" data-testid="newsroom-loader" /> : null}
      {data ? (
        <div className={fetching ? 'newsroom__grid-wrap newsroom__grid-wrap--dimmed' : 'newsroom__grid-wrap'} aria-busy={fetching}>
          {cards.length ? (
            <ul className="grid" role="list" data-testid="newsroom-grid">
              {cards.map((card, index) => (
                <li key={card.slug} className={WIDE_POSITIONS.has(index + 1) ? 'grid__item grid__item--wide' : 'grid__item'}>
                  <NewsCard card={card} locale={locale} variant={WIDE_POSITIONS.has(index + 1) ? 'wide' : 'standard'} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="newsroom__empty">No articles match these filters.</p>
          )}
          {pagination ? <PaginationBar state={{ ...state, page: pagination.page }} lastPage={pagination.last_page} base={base} navigate={navigate} /> : null}
        </div>
      ) : null}
    </section>
  );
}
