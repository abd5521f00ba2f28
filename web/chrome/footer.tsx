import { EXTERNAL_LINKS, FOOTER_COLUMNS, SOCIAL_LINKS } from './links';
import { LanguageSelector } from './language-selector';
import { ExternalLinkList } from './external-link-list';
import { BrandMark } from './icons';
import { LOCALES, localeLabels, type Locale } from '../links/locale';

export function SiteFooter({ brand, locale, year }: { brand: string; locale: Locale; year: number }) {
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label="Footer" className="footer-columns">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.title}>
              <h2 className="footer-title">{column.title}</h2>
              <ul role="list">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="footer-title">More</h2>
            <ExternalLinkList links={[...EXTERNAL_LINKS, ...SOCIAL_LINKS]} />
          </div>
        </nav>
        <div className="site-footer__bottom">
          <a className="site-footer__brand" href={`/${locale}/newsroom`}>
            <BrandMark />
            <span>{brand}</span>
          </a>
          <LanguageSelector locale={locale} options={LOCALES.map((l) => ({ locale: l, label: localeLabels[l] }))} />
          <p>
            © {year} {brand}. All rights reserved.
          </p>
        </div>
      </div>
    </footer>
  );
}
