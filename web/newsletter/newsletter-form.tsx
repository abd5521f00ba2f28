'use client';
import { useState, type FormEvent } from 'react';
import { emailMessage, emailState } from 'contract/rules';
import { useHydrated } from '../dates/use-hydrated';
import type { Messages } from '../i18n/messages';

type Status = 'idle' | 'sending' | 'done';

/**
 * "Stay in the know" (spec section 5): the floating label's filled state, the email rule on each input
 * with its message, Subscribe disabled while the address is empty or invalid (or being sent), 'Thanks
 * for submitting the form' in place of the form on success; on failure the form stays as it was (the
 * error is logged). The server's markup is a plain form that posts to the same route (which answers
 * with a redirect to the thanks page), with Subscribe enabled: it works without JavaScript, and the
 * rule applies once the page has hydrated.
 */
export function NewsletterForm({ locale, texts, idPrefix = 'newsletter' }: { locale: string; texts: Messages['newsletter']; idPrefix?: string }) {
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>('idle');
  // The CMS's rule, the catalogue's words for it.
  const message = emailMessage(email) ? texts.invalidEmail : '';
  const disabled = hydrated && (emailState(email) !== 'valid' || status === 'sending');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disabled) return;
    setStatus('sending');
    try {
      const response = await fetch('/api/newsletter', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email: email.trim(), locale, pageUri: window.location.href, pageName: document.title }),
      });
      if (!response.ok) throw new Error(`Request failed with status code ${response.status}`);
      setStatus('done');
    } catch (failure) {
      console.error('[newsletter] subscription failed', failure);
      setStatus('idle');
    }
  }

  const field = ['floating-field', email ? 'floating-field--filled' : '', message ? 'floating-field--invalid' : ''].filter(Boolean).join(' ');
  return (
    <>
      {status === 'done' ? null : (
        <form className="newsletter__form" action="/api/newsletter" method="post" noValidate onSubmit={submit}>
          <input type="hidden" name="locale" value={locale} />
          <div className={field}>
            <input
              id={`${idPrefix}-email`}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder=" "
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${idPrefix}-error` : undefined}
            />
            <label htmlFor={`${idPrefix}-email`}>{texts.email}</label>
          </div>
          <button type="submit" className="button" disabled={disabled} aria-disabled={disabled}>
            {texts.subscribe}
          </button>
          <p id={`${idPrefix}-error`} className="field-error" aria-live="polite">
            {message}
          </p>
        </form>
      )}
      <div className="newsletter__status" role="status">
        {status === 'done' ? <p className="newsletter__thanks">{texts.thanks}</p> : null}
      </div>
    </>
  );
}
