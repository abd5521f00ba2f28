import { NewsletterForm } from './newsletter-form';

export function StayInTheKnow({ locale }: { locale: string }) {
  return (
    <section className="newsletter" aria-labelledby="newsletter-title">
      <div className="container newsletter__inner">
        <div>
          <h2 id="newsletter-title">Stay in the know</h2>
          <p>News, product updates and events, in your inbox.</p>
        </div>
        <div>
          <NewsletterForm locale={locale} />
          <p className="newsletter__privacy">
            By subscribing you agree to our <a href="/legal/privacy">privacy policy</a>.
          </p>
        </div>
      </div>
    </section>
  );
}
