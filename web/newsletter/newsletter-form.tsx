/**
 * "Stay in the know" as server-rendered markup; enhance/newsletter.ts adds the behaviour (floating
 * label, the email rule on each input, Subscribe disabled while empty or invalid, the thanks message).
 * Without JavaScript the form posts to the same route, which answers with a redirect.
 * `data-newsletter` is what the behaviour looks for; the status region receives the thanks.
 */
export function NewsletterForm({ locale, idPrefix = 'newsletter' }: { locale: string; idPrefix?: string }) {
  return (
    <>
      <form className="newsletter__form" action="/api/newsletter" method="post" noValidate data-newsletter="">
        <input type="hidden" name="locale" value={locale} />
        <div className="floating-field">
          <input id={`${idPrefix}-email`} name="email" type="email" inputMode="email" autoComplete="email" placeholder=" " />
          <label htmlFor={`${idPrefix}-email`}>Email address</label>
        </div>
        <button type="submit" className="button">
          Subscribe
        </button>
        <p id={`${idPrefix}-error`} className="field-error" aria-live="polite" />
      </form>
      <div className="newsletter__status" role="status" />
    </>
  );
}
