'use client';
import { usePathname } from 'next/navigation';

export interface LanguageOption {
  locale: string;
  label: string;
}

/** The page's query (the newsroom's filters and page) goes along when the link is followed; without JavaScript the path alone does. */
function withQuery(event: React.MouseEvent<HTMLAnchorElement>) {
  const link = event.currentTarget;
  if (!window.location.search) return;
  const url = new URL(link.href);
  url.searchParams.set('from', window.location.pathname + window.location.search);
  link.href = url.toString();
}

/**
 * English (en-US) and Spanish (es-US): the same page in the other locale. The other locale's link asks
 * the site's /api/translation, which leads to the page's translation (its own slug there), or to that
 * locale's newsroom or home page when the page has none. The options come from the server
 * (links/locale.ts), so the browser gets no locale list module of its own.
 */
export function LanguageSelector({ locale, label, options }: { locale: string; label: string; options: readonly LanguageOption[] }) {
  const pathname = usePathname() ?? `/${locale}/newsroom`;
  return (
    <nav aria-label={label} className="language-selector">
      <ul role="list">
        {options.map((o) =>
          o.locale === locale ? (
            <li key={o.locale}>
              <a href={pathname} hrefLang={o.locale} lang={o.locale} aria-current="true">
                {o.label}
              </a>
            </li>
          ) : (
            <li key={o.locale}>
              <a href={`/api/translation?${new URLSearchParams({ to: o.locale, from: pathname })}`} hrefLang={o.locale} lang={o.locale} onClick={withQuery}>
                {o.label}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
