import { MAIN_NAV, SIGN_IN_LINKS } from './links';
import { ExternalLinkList } from './external-link-list';
import { BagIcon, BrandMark, SearchIcon } from './icons';
import { MainNav } from './main-nav';
import { SignInMenu } from './sign-in-menu';
import { SearchSuggest } from './search-suggest';
import type { Locale } from '../links/locale';
import { linkLabel, messages } from '../i18n';

/** Site header: brand, main navigation (a Menu button and panel on narrow screens), Sign In menu (external, new tab), search and bag. */
export function SiteHeader({ brand, locale, bagCount = 0 }: { brand: string; locale: Locale; bagCount?: number }) {
  const t = messages(locale);
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t.header.skipToContent}
      </a>
      <div className="container site-header__bar">
        <a className="brand" href={`/${locale}/newsroom`}>
          <BrandMark />
          <span>{brand}</span>
        </a>
        <MainNav
          links={MAIN_NAV.map((link) => ({ ...link, label: linkLabel(t, link) }))}
          texts={{ label: t.header.mainNav, openMenu: t.header.openMenu, closeMenu: t.header.closeMenu }}
        />
        <div className="site-header__tools">
          <SignInMenu label={t.header.signIn}>
            <ExternalLinkList links={SIGN_IN_LINKS} className="menu__list" t={t} />
          </SignInMenu>
          <form className="search-box" role="search" action={`/${locale}/search`} method="get">
            <SearchSuggest locale={locale} label={t.header.search} placeholder={t.header.search} listLabel={t.header.suggestions} />
            <button type="submit" className="icon-button" aria-label={t.header.submitSearch}>
              <SearchIcon />
            </button>
          </form>
          <a className="icon-button mobile-search" href={`/${locale}/search`} aria-label={t.header.search}>
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
