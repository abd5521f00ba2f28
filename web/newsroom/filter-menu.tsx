import { CloseIcon } from '../chrome/icons';
import { CATEGORY_OPTIONS, INDUSTRY_OPTIONS, clearFilters, filterLabel, hasFilters, toggleFilter, type FilterKind, type NewsroomState } from './query-state';
import { Dropdown } from './dropdown';
import { FiltersPanel } from './filters-panel';
import { StateLink } from './state-link';

function Options({ kind, options, state, base }: { kind: FilterKind; options: readonly { key: string; name: string }[]; state: NewsroomState; base: string }) {
  const active = kind === 'category' ? state.categories : state.industries;
  return (
    <ul role="list" className="menu__list">
      {options.map((option) => {
        const selected = active.includes(option.key);
        return (
          <li key={option.key}>
            <StateLink
              state={toggleFilter(state, kind, option.key)}
              base={base}
              nav="filter"
              className={selected ? 'filter-option filter-option--selected' : 'filter-option'}
              aria-current={selected ? 'true' : undefined}
            >
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
  );
}

/** Content Type and Industry dropdowns, the mobile Filters toggle, removable pills and Clear all filters. */
export function FilterMenu({ state, base }: { state: NewsroomState; base: string }) {
  const pills = [
    ...state.categories.map((key) => ({ kind: 'category' as const, key })),
    ...state.industries.map((key) => ({ kind: 'industry' as const, key })),
  ];
  return (
    <div className="filters">
      <FiltersPanel count={pills.length}>
        <Dropdown title="Content Type" count={state.categories.length} testId="filter-category">
          <Options kind="category" options={CATEGORY_OPTIONS} state={state} base={base} />
        </Dropdown>
        <Dropdown title="Industry" count={state.industries.length} testId="filter-industry">
          <Options kind="industry" options={INDUSTRY_OPTIONS} state={state} base={base} />
        </Dropdown>
        {hasFilters(state) ? (
          <StateLink state={clearFilters()} base={base} nav="filter" className="filters__clear">
            Clear all filters
          </StateLink>
        ) : null}
      </FiltersPanel>
      {pills.length ? (
        <ul className="pills" role="list" aria-label="Active filters">
          {pills.map((pill) => (
            <li key={`${pill.kind}-${pill.key}`}>
              <StateLink
                state={toggleFilter(state, pill.kind, pill.key)}
                base={base}
                nav="filter"
                className="pill"
                aria-label={`Remove filter: ${filterLabel(pill.kind, pill.key)}`}
              >
                {filterLabel(pill.kind, pill.key)} <CloseIcon />
              </StateLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
