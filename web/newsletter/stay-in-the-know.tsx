import { NewsletterForm } from './newsletter-form';
import { messages } from '../i18n';

export function StayInTheKnow({ locale }: { locale: string }) {
  const t = messages(locale).newsletter;
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">{t.title}</h2>
          <p>{t.intro}</p>
        </div>
        <div>
          <NewsletterForm locale={locale} texts={t} />
          <p className="newsletter__privacy">
            {t.privacyBefore}
            <a href="/legal/privacy">{t.privacyLink}</a>
            {t.privacyAfter}
          </p>
        </div>
      </div>
    </section>
  );
}
