import { CloseIcon } from '../chrome/icons';
import { CATEGORY_OPTIONS, INDUSTRY_OPTIONS, clearFilters, filterLabel, hasFilters, toggleFilter, type FilterKind, type NewsroomState } from './query-state';
import { Dropdown } from './dropdown';
import { FiltersPanel } from './filters-panel';
import { StateLink } from './state-link';
import type { Messages } from '../i18n';

/** A filter option's name in the catalogue (the taxonomy's own name when the catalogue has none). */
const optionName = (t: Messages, kind: FilterKind, key: string) => t.filters.options[key] ?? filterLabel(kind, key);

function Options({
  kind,
  options,
  state,
  base,
  t,
}: {
  kind: FilterKind;
  options: readonly { key: string; name: string }[];
  state: NewsroomState;
  base: string;
  t: Messages;
}) {
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
              {optionName(t, kind, option.key)}
              {selected ? <span className="sr-only"> {t.filters.selected}</span> : null}
            </StateLink>
          </li>
        );
      })}
    </ul>
  );
}

/** Content Type and Industry dropdowns, the mobile Filters toggle, removable pills and Clear all filters. */
export function FilterMenu({ state, base, t }: { state: NewsroomState; base: string; t: Messages }) {
  const pills = [
    ...state.categories.map((key) => ({ kind: 'category' as const, key })),
    ...state.industries.map((key) => ({ kind: 'industry' as const, key })),
  ];
  return (
    <div className="filters">
      <FiltersPanel toggleLabel={t.filters.toggle(pills.length)} closeLabel={t.filters.close}>
        <Dropdown title={t.filters.contentType} count={state.categories.length} testId="filter-category">
          <Options kind="category" options={CATEGORY_OPTIONS} state={state} base={base} t={t} />
        </Dropdown>
        <Dropdown title={t.filters.industry} count={state.industries.length} testId="filter-industry">
          <Options kind="industry" options={INDUSTRY_OPTIONS} state={state} base={base} t={t} />
        </Dropdown>
        {hasFilters(state) ? (
          <StateLink state={clearFilters()} base={base} nav="filter" className="filters__clear">
            {t.filters.clearAll}
          </StateLink>
        ) : null}
      </FiltersPanel>
      {pills.length ? (
        <ul className="pills" role="list" aria-label={t.filters.active}>
          {pills.map((pill) => (
            <li key={`${pill.kind}-${pill.key}`}>
              <StateLink
                state={toggleFilter(state, pill.kind, pill.key)}
                base={base}
                nav="filter"
                className="pill"
                aria-label={t.filters.remove(optionName(t, pill.kind, pill.key))}
              >
                {optionName(t, pill.kind, pill.key)} <CloseIcon />
              </StateLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
