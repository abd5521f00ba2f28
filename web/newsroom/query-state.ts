/**
 * The newsroom's filter and page state and its two representations: the visitor's query string
 * (`?category=KEY,KEY&industry=KEY,KEY&page=N`) and the compact path segment the proxy rewrites to,
 * so that each state is one cacheable page. Unknown keys are dropped; order is canonical.
 */
import { CATEGORIES, INDUSTRIES, EVENT_SUBCATEGORIES } from 'contract/taxonomy';

/** Filters a visitor can pick (the four event sub-categories are implied by "events", not offered). */
const SUBCATEGORY_KEYS: readonly string[] = EVENT_SUBCATEGORIES;
export const CATEGORY_OPTIONS = CATEGORIES.filter((c) => !SUBCATEGORY_KEYS.includes(c.key));
export const INDUSTRY_OPTIONS = INDUSTRIES;

const CATEGORY_ORDER = CATEGORY_OPTIONS.map((c) => c.key);
const INDUSTRY_ORDER = INDUSTRY_OPTIONS.map((i) => i.key);

export interface NewsroomState {
  page: number;
  categories: string[];
  industries: string[];
}

export const INITIAL_STATE: NewsroomState = { page: 1, categories: [], industries: [] };

function keys(raw: string | null | undefined, order: readonly string[]): string[] {
  if (!raw) return [];
  const wanted = new Set(raw.split(',').map((k) => k.trim()));
  return order.filter((k) => wanted.has(k));
}

function pageOf(raw: string | null | undefined): number {
  if (!raw || !/^\d{1,6}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

type Params = { get(name: string): string | null };

export function stateFromSearchParams(params: Params): NewsroomState {
  return {
    page: pageOf(params.get('page')),
    categories: keys(params.get('category'), CATEGORY_ORDER),
    industries: keys(params.get('industry'), INDUSTRY_ORDER),
  };
}

/** `?category=…&industry=…&page=…` (page omitted on page 1); '' for the initial state. */
export function toSearch(state: NewsroomState): string {
  const parts: string[] = [];
  if (state.categories.length) parts.push(`category=${state.categories.join(',')}`);
  if (state.industries.length) parts.push(`industry=${state.industries.join(',')}`);
  if (state.page > 1) parts.push(`page=${state.page}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

/** The path segment of a state: `{page}~{categories}~{industries}`, e.g. `2~events~BDLG.ENT`. */
export function toSegment(state: NewsroomState): string {
  return `${state.page}~${state.categories.join('.')}~${state.industries.join('.')}`;
}

export function fromSegment(segment: string): NewsroomState | null {
  const parts = decodeURIComponent(segment).split('~');
  if (parts.length !== 3 || !/^\d{1,6}$/.test(parts[0])) return null;
  const state: NewsroomState = {
    page: Math.max(1, Number(parts[0])),
    categories: keys(parts[1].replace(/\./g, ','), CATEGORY_ORDER),
    industries: keys(parts[2].replace(/\./g, ','), INDUSTRY_ORDER),
  };
  // Only canonical segments are pages of their own; anything else would multiply the cache.
  return toSegment(state) === decodeURIComponent(segment) ? state : null;
}

export type FilterKind = 'category' | 'industry';

/** Flips one filter and goes back to page 1 (spec: changing filters resets to page 1). */
export function toggleFilter(state: NewsroomState, kind: FilterKind, key: string): NewsroomState {
  const list = kind === 'category' ? state.categories : state.industries;
  const next = list.includes(key) ? list.filter((k) => k !== key) : [...list, key];
  const order = kind === 'category' ? CATEGORY_ORDER : INDUSTRY_ORDER;
  const sorted = order.filter((k) => next.includes(k));
  return kind === 'category' ? { ...state, page: 1, categories: sorted } : { ...state, page: 1, industries: sorted };
}

export function clearFilters(): NewsroomState {
  return { ...INITIAL_STATE };
}

export function withPage(state: NewsroomState, page: number): NewsroomState {
  return { ...state, page };
}

export function isEventsView(state: NewsroomState): boolean {
  return state.categories.length === 1 && state.categories[0] === 'events';
}

export function hasFilters(state: NewsroomState): boolean {
  return state.categories.length + state.industries.length > 0;
}

export function sameState(a: NewsroomState, b: NewsroomState): boolean {
  return toSegment(a) === toSegment(b);
}

export function filterLabel(kind: FilterKind, key: string): string {
  const list: readonly { key: string; name: string }[] = kind === 'category' ? CATEGORY_OPTIONS : INDUSTRY_OPTIONS;
  return list.find((o) => o.key === key)?.name ?? key;
}
