'use client';
import { usePathname } from 'next/navigation';

export interface LanguageOption {
  locale: string;
  label: string;
}

/**
 * English (en-US) and Spanish (es-US): the same page in the other locale. The options come from the
 * server (links/locale.ts), so the browser gets no locale list module of its own.
 */
export function LanguageSelector({ locale, label, options }: { locale: string; label: string; options: readonly LanguageOption[] }) {
  const pathname = usePathname() ?? `/${locale}/newsroom`;
  const prefix = options.find((o) => pathname === `/${o.locale}` || pathname.startsWith(`/${o.locale}/`));
  // Outside the locales' pages (the site-wide 404) the other language's newsroom.
  const rest = prefix ? pathname.slice(prefix.locale.length + 1) : '';
  return (
    <nav aria-label={label} className="language-selector">
      <ul role="list">
        {options.map((o) => (
          <li key={o.locale}>
            <a href={`/${o.locale}${rest || '/newsroom'}`} hrefLang={o.locale} lang={o.locale} aria-current={o.locale === locale ? 'true' : undefined}>
              {o.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
