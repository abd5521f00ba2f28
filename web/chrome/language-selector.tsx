'use client';
import { usePathname } from 'next/navigation';
import { LOCALES, localeLabels, type Locale } from '../links/locale';

/** English (en-US) and Spanish (es-US): the same page in the other locale. */
export function LanguageSelector({ locale }: { locale: Locale }) {
  const pathname = usePathname() ?? `/${locale}/newsroom`;
  const rest = pathname.replace(/^\/(en-US|es-US)(?=\/|$)/, '');
  return (
    <nav aria-label="Language" className="language-selector">
      <ul role="list">
        {LOCALES.map((l) => (
          <li key={l}>
            <a href={`/${l}${rest || '/newsroom'}`} hrefLang={l} lang={l} aria-current={l === locale ? 'true' : undefined}>
              {localeLabels[l]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
