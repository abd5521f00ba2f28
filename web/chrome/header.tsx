import { MAIN_NAV, SIGN_IN_LINKS } from './links';
import { BagIcon, ChevronIcon, SearchIcon } from './icons';
import { ExternalLinkList } from './external-link-list';
import type { Locale } from '../links/locale';
import { linkLabel, messages } from '../i18n';

/** Site header: brand, main navigation, Sign In menu (external, new tab), search and bag. */
export function SiteHeader({ brand, locale, bagCount = 0 }: { brand: string; locale: Locale; bagCount?: number }) {
  const t = messages(locale);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.header.skipToContent}
      </a>
      <div className="container site-header__bar">
        <a className="brand" href={`/${locale}/newsroom`}>
          {brand}
        </a>
        <nav aria-label={t.header.mainNav} className="main-nav">
          <ul role="list">
            {MAIN_NAV.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{linkLabel(t, link)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-header__tools">
          <details className="menu signin">
            <summary>
              {t.header.signIn} <ChevronIcon />
            </summary>
            <ExternalLinkList links={SIGN_IN_LINKS} className="menu__list" t={t} />
          </details>
          <form className="search-box" role="search" action="/search" method="get">
            <label htmlFor="site-search" className="sr-only">
              {t.header.search}
            </label>
            <input id="site-search" name="q" type="search" placeholder={t.header.search} autoComplete="off" />
            <button type="submit" className="icon-button" aria-label={t.header.submitSearch}>
              <SearchIcon />
            </button>
          </form>
          <a className="icon-button mobile-search" href="/search" aria-label={t.header.search}>
            <SearchIcon />
          </a>
          <a className="icon-button bag" href="/bag" aria-label={t.header.bag(bagCount)}>
            <BagIcon />
            <span className="bag__count" aria-hidden="true">
              {bagCount}
            </span>
          </a>
        </div>
      </div>
    </header>
  );
}
