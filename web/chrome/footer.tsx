import { EXTERNAL_LINKS, FOOTER_COLUMNS, SOCIAL_LINKS } from './links';
import { LanguageSelector } from './language-selector';
import { ExternalLinkList } from './external-link-list';
import { BrandMark } from './icons';
import { LOCALES, localeLabels, type Locale } from '../links/locale';
import { linkLabel, messages } from '../i18n';

export function SiteFooter({ brand, locale, year }: { brand: string; locale: Locale; year: number }) {
  const t = messages(locale);
  return (
    <footer className="site-footer">
      <div className="container">
        <nav aria-label={t.footer.label} className="footer-columns">
          {FOOTER_COLUMNS.map((column) => (
            <div key={column.key}>
              <h2 className="footer-title">{t.footer.columns[column.key]}</h2>
              <ul role="list">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <a href={link.href}>{linkLabel(t, link)}</a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <div>
            <h2 className="footer-title">{t.footer.columns.more}</h2>
            <ExternalLinkList links={[...EXTERNAL_LINKS, ...SOCIAL_LINKS]} t={t} />
          </div>
        </nav>
        <div className="site-footer__bottom">
          <a className="site-footer__brand" href={`/${locale}/newsroom`}>
            <BrandMark />
            <span>{brand}</span>
          </a>
          <LanguageSelector locale={locale} label={t.footer.language} options={LOCALES.map((l) => ({ locale: l, label: localeLabels[l] }))} />
          <p>{t.footer.rights(year, brand)}</p>
        </div>
      </div>
    </footer>
  );
}
