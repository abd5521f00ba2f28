'use client';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/** One suggestion of the header's search box (GET /api/search/suggest). */
export interface Suggestion {
  title: string;
  href: string;
  category: string;
}

/** The spec's debounce (website.md section 9): a request 200 ms after the last key, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** Fewer characters ask nothing. */
const MIN_CHARACTERS = 2;

/**
 * The header's search input with suggestions as the visitor types: the WAI-ARIA combobox pattern (the
 * input keeps the focus; ArrowDown and ArrowUp move through the list, Enter opens the suggestion
 * chosen or, with none chosen, submits the form to the results page; Escape closes the list, then
 * clears the input). Without JavaScript the form alone still leads to the results page.
 */
export function SearchSuggest({ locale, label, placeholder, listLabel }: { locale: string; label: string; placeholder: string; listLabel: string }) {
  const [value, setValue] = useState('');
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const asked = useRef(0);

  useEffect(() => {
    const q = value.trim();
    const id = ++asked.current;
    if (q.length < MIN_CHARACTERS) return;
    const timer = window.setTimeout(async () => {
      try {
        const response = await fetch(`/api/search/suggest?${new URLSearchParams({ q, locale }).toString()}`);
        const body = response.ok ? ((await response.json()) as { data: Suggestion[] }) : { data: [] };
        // Only the answer to the text as it is now.
        if (id !== asked.current) return;
        setItems(body.data);
        setActive(-1);
        setOpen(true);
      } catch {
        // Offline or the site is busy: no suggestions; the form still submits.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, locale]);

  // Suggestions for a text since shortened below the minimum are not shown.
  const shown = open && items.length > 0 && value.trim().length >= MIN_CHARACTERS;
  const go = (item: Suggestion) => window.location.assign(item.href);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!items.length) return;
      event.preventDefault();
      setOpen(true);
      // -1 is the input itself: the list wraps round through it.
      const last = items.length - 1;
      setActive((current) => (event.key === 'ArrowDown' ? (current >= last ? -1 : current + 1) : current <= -1 ? last : current - 1));
    } else if (event.key === 'Enter' && shown && active >= 0 && active < items.length) {
      event.preventDefault();
      go(items[active]);
    } else if (event.key === 'Escape' && shown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="search-suggest">
      <label htmlFor="site-search" className="sr-only">
        {label}
      </label>
      <input
        id="site-search"
        name="q"
        type="search"
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={shown}
        aria-controls={listId}
        aria-activedescendant={shown && active >= 0 && active < items.length ? `${listId}-${active}` : undefined}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
      />
      <ul id={listId} role="listbox" aria-label={listLabel} className="search-suggest__list" hidden={!shown}>
        {items.map((item, i) => (
          // A press on an option must not take the focus away before its click.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the input keeps the focus and handles the keys (aria-activedescendant)
          <li
            key={item.href}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className="search-suggest__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(item)}
          >
            <span className="search-suggest__title">{item.title}</span>
            <span className="search-suggest__category">{item.category}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
