'use client';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CloseIcon, ChevronIcon } from '../chrome/icons';
import { CATEGORY_OPTIONS, INDUSTRY_OPTIONS, clearFilters, filterLabel, hasFilters, toggleFilter, type FilterKind, type NewsroomState } from './query-state';
import { StateLink, type Navigate } from './state-link';

function Dropdown({ kind, title, options, state, base, navigate }: { kind: FilterKind; title: string; options: readonly { key: string; name: string }[]; state: NewsroomState; base: string; navigate: Navigate }) {
  const ref = useRef<HTMLDetailsElement>(null);
  const active = kind === 'category' ? state.categories : state.industries;
  // A choice, or a click elsewhere, closes the dropdown.
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const details = ref.current;
      const summary = details?.querySelector('summary');
      if (!details?.open || summary?.contains(event.target as Node)) return;
      details.open = false;
      // After a choice, keep the keyboard user on the dropdown instead of a now hidden option.
      if (details.contains(event.target as Node)) summary?.focus();
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, []);
  function onKeyDown(event: KeyboardEvent<HTMLDetailsElement>) {
    if (event.key === 'Escape' && ref.current?.open) {
      ref.current.open = false;
      ref.current.querySelector('summary')?.focus();
    }
  }
  return (
    <details className="menu filter-dropdown" ref={ref} onKeyDown={onKeyDown} data-testid={`filter-${kind}`}>
      <summary>
        {title}
        {active.length ? <span className="filter-dropdown__count"> ({active.length})</span> : null} <ChevronIcon />
      </summary>
      <ul role="list" className="menu__list">
        {options.map((option) => {
          const selected = active.includes(option.key);
          return (
            <li key={option.key}>
              <StateLink state={toggleFilter(state, kind, option.key)} base={base} navigate={navigate} className={selected ? 'filter-option filter-option--selected' : 'filter-option'} aria-current={selected ? 'true' : undefined}>
                <span className="filter-option__box" aria-hidden="true">
                  {selected ? '✓' : ''}
                </span>
                {option.name}
                {selected ? <span className="sr-only"> (selected, activate to remove)</span> : null}
              </StateLink>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

/** Content Type and Industry dropdowns, the mobile Filters toggle, removable pills and Clear all filters. */
export function FilterMenu({ state, base, navigate }: { state: NewsroomState; base: string; navigate: Navigate }) {
  const [open, setOpen] = useState(false);
  const pills = [...state.categories.map((key) => ({ kind: 'category' as const, key })), ...state.industries.map((key) => ({ kind: 'industry' as const, key }))];
  return (
    <div className="filters">
      <button type="button" className="filters__toggle" aria-expanded={open} aria-controls="newsroom-filters" onClick={() => setOpen((o) => !o)}>
        Filters{pills.length ? ` (${pills.length})` : ''}
      </button>
      <div id="newsroom-filters" className={open ? 'filters__panel filters__panel--open' : 'filters__panel'}>
        <button type="button" className="filters__close icon-button" aria-label="Close filters" onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
        <Dropdown kind="category" title="Content Type" options={CATEGORY_OPTIONS} state={state} base={base} navigate={navigate} />
        <Dropdown kind="industry" title="Industry" options={INDUSTRY_OPTIONS} state={state} base={base} navigate={navigate} />
        {hasFilters(state) ? (
          <StateLink state={clearFilters()} base={base} navigate={navigate} className="filters__clear">
            Clear all filters
          </StateLink>
        ) : null}
      </div>
      {pills.length ? (
        <ul className="pills" role="list" aria-label="Active filters">
          {pills.map((pill) => (
            <li key={`${pill.kind}-${pill.key}`}>
              <StateLink state={toggleFilter(state, pill.kind, pill.key)} base={base} navigate={navigate} className="pill" aria-label={`Remove filter: ${filterLabel(pill.kind, pill.key)}`}>
                {filterLabel(pill.kind, pill.key)} <CloseIcon />
              </StateLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
