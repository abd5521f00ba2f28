import { HEADER_TEXTS, MAIN_NAV, SIGN_IN_LINKS } from './links';
import { BagIcon, BrandMark, SearchIcon } from './icons';
import { MainNav } from './main-nav';
import { SignInMenu } from './sign-in-menu';
import type { Locale } from '../links/locale';

/** Site header: brand, main navigation (a Menu button and panel on narrow screens), Sign In menu (external, new tab), search and bag. */
export function SiteHeader({ brand, locale, bagCount = 0 }: { brand: string; locale: Locale; bagCount?: number }) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <div className="container site-header__bar">
        <a className="brand" href={`/${locale}/newsroom`}>
          <BrandMark />
          <span>{brand}</span>
        </a>
        <MainNav links={MAIN_NAV} texts={HEADER_TEXTS} />
        <div className="site-header__tools">
          <SignInMenu label="Sign In" links={SIGN_IN_LINKS} />
          <form className="search-box" role="search" action="/search" method="get">
            <label htmlFor="site-search" className="sr-only">
              Search
            </label>
            <input id="site-search" name="q" type="search" placeholder="Search" autoComplete="off" />
            <button type="submit" className="icon-button" aria-label="Submit search">
              <SearchIcon />
            </button>
          </form>
          <a className="icon-button mobile-search" href="/search" aria-label="Search">
            <SearchIcon />
          </a>
          <a className="icon-button bag" href="/bag" aria-label={`Shopping bag, ${bagCount} ${bagCount === 1 ? 'item' : 'items'}`}>
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
